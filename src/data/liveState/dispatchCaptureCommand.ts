import { snapshot } from 'valtio';
import { applyCommand, type CaptureCommand, type CaptureResult, type LiveState } from '../../domain/capture';
import { applyCaptureWrites } from '../capture/applyCaptureWrites';
import { requestSync } from '../sync/requestSync';
import { loadCaptureContext } from './loadCaptureContext';
import { openLiveState } from './liveStateRegistry';

/** Commands of one match run one after another, each on the context the previous one left in the cache. */
const queues = new Map<number, Promise<unknown>>();

export type DispatchOutcome = Pick<CaptureResult, 'error'> & { state: LiveState };

/**
 * The capture path of DESIGN §3: engine → one Dexie transaction (writes, outbox rows, live state) → sync.
 * The proxy takes the new state before the writes land so the screen answers at once.
 */
export function dispatchCaptureCommand(matchId: number, command: CaptureCommand): Promise<DispatchOutcome> {
  return runExclusive(matchId, () => runCommand(matchId, command));
}

/** Runs `job` after every earlier command or edit of the match has finished. */
export function runExclusive<T>(matchId: number, job: () => Promise<T>): Promise<T> {
  const previous = queues.get(matchId) ?? Promise.resolve();
  const next = previous.catch(() => undefined).then(job);
  queues.set(matchId, next);
  return next;
}

async function runCommand(matchId: number, command: CaptureCommand): Promise<DispatchOutcome> {
  const state = await openLiveState(matchId);
  const side = command.type === 'selectTeam' ? command.side : state.selectedTeam;
  const context = await loadCaptureContext(matchId, side);
  const result = applyCommand(snapshot(state) as LiveState, command, context);
  // valtio 2 proxies the very objects it is given; a copy keeps the engine's writes free of proxies.
  Object.assign(state, structuredClone(result.state));
  await applyCaptureWrites(matchId, result.writes, snapshot(state));
  if (result.writes.length > 0)
    void requestSync().catch((error: unknown) => console.warn('[capture] sync request failed', error));
  return result.error ? { state: result.state, error: result.error } : { state: result.state };
}
