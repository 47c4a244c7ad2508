import { snapshot } from 'valtio';
import { applyCommand, type CaptureCommand, type CaptureResult, type CaptureState } from '../../domain/capture';
import { reportClockChange } from '../live/reportClock';
import { requestSync } from '../sync/requestSync';
import { assignCaptureState } from './assignCaptureState';
import { loadCaptureContext } from './loadCaptureContext';
import { openCaptureState } from './captureStateRegistry';
import { storeCaptureWrites } from './storeCaptureWrites';

/** Commands of one match run one after another, each on the state and data the previous one left. */
const queues = new Map<number, Promise<unknown>>();

export type DispatchOutcome = Pick<CaptureResult, 'error' | 'writes'> & { state: CaptureState };

/**
 * The capture path of docs/design.md §3: engine → one Dexie transaction (writes, outbox rows, capture state) → sync.
 * The screen shows the new state and the new rows before the transaction commits; the promise resolves only
 * once it has, so "saved" is never said of a capture that is not on disk. When the transaction fails, the
 * screen goes back to what is on disk and the promise rejects.
 */
export function dispatchCaptureCommand(
  matchId: number,
  command: CaptureCommand,
  tappedAt: number = Date.now(),
): Promise<DispatchOutcome> {
  // The instant of the tap, not of its turn: a Start clock queued behind a slow write starts the clock when tapped.
  return runExclusive(matchId, () => runCommand(matchId, command, tappedAt));
}

/** Runs `job` after every earlier command or edit of the match has finished. */
export function runExclusive<T>(matchId: number, job: () => Promise<T>): Promise<T> {
  const previous = queues.get(matchId) ?? Promise.resolve();
  const next = previous.catch(() => undefined).then(job);
  queues.set(matchId, next);
  return next;
}

async function runCommand(matchId: number, command: CaptureCommand, tappedAt: number): Promise<DispatchOutcome> {
  const state = await openCaptureState(matchId);
  const side = command.type === 'selectTeam' ? command.side : state.selectedTeam;
  const context = { ...(await loadCaptureContext(matchId, side)), now: () => tappedAt };
  // The state the previous command stored: what is on disk, and what a failed write goes back to.
  const stored = snapshot(state) as CaptureState;
  const result = applyCommand(stored, command, context);
  assignCaptureState(state, result.state, stored);
  try {
    await storeCaptureWrites(matchId, result.writes, snapshot(state));
  } catch (error) {
    assignCaptureState(state, stored, snapshot(state) as CaptureState);
    throw error;
  }
  if (result.writes.length > 0)
    void requestSync().catch((error: unknown) => console.warn('[capture] sync request failed', error));
  reportClockChange(matchId, stored, result.state);
  const outcome = { state: result.state, writes: result.writes };
  return result.error ? { ...outcome, error: result.error } : outcome;
}
