import { proxy } from 'valtio';
import { createCaptureState, type CaptureState } from '../../domain/capture';
import { db } from '../db/db';
import { connectDevtools } from './connectDevtools';
import { forgetCaptureStates, captureStateProxies, restoringCaptureStates } from './captureStateProxies';

/** One valtio proxy per match: the live match state of the open capture. */
const proxies = captureStateProxies;
const restoring = restoringCaptureStates;

function isCaptureState(value: unknown): value is CaptureState {
  const candidate = value as Partial<CaptureState> | null;
  return (
    typeof candidate?.quarter === 'number' && (candidate.selectedTeam === 'team1' || candidate.selectedTeam === 'team2')
  );
}

/**
 * The capture state proxy of a match, restored from db.liveStates the first time (a reload or a restart
 * resumes where the scorer was, open event included); a fresh state for team1 when none was stored.
 */
export function openCaptureState(matchId: number): Promise<CaptureState> {
  const known = proxies.get(matchId);
  if (known) return Promise.resolve(known);
  let pending = restoring.get(matchId);
  if (!pending) {
    pending = db.liveStates.get(matchId).then((row) => {
      const restored = isCaptureState(row?.state)
        ? { ...createCaptureState(row.state.selectedTeam), ...row.state }
        : createCaptureState('team1');
      const state = proxies.get(matchId) ?? proxy<CaptureState>(restored);
      if (!proxies.has(matchId)) {
        proxies.set(matchId, state);
        connectDevtools(state, `Capture state of match ${matchId}`);
      }
      restoring.delete(matchId);
      return state;
    });
    restoring.set(matchId, pending);
  }
  return pending;
}

export { forgetCaptureStates };
