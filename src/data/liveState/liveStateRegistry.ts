import { proxy } from 'valtio';
import { createLiveState, type LiveState } from '../../domain/capture';
import { db } from '../db/db';
import { connectDevtools } from './connectDevtools';
import { forgetLiveStates, liveStateProxies, restoringLiveStates } from './liveStateProxies';

/** One valtio proxy per match: the live match state of the open capture. */
const proxies = liveStateProxies;
const restoring = restoringLiveStates;

function isLiveState(value: unknown): value is LiveState {
  const candidate = value as Partial<LiveState> | null;
  return (
    typeof candidate?.quarter === 'number' && (candidate.selectedTeam === 'team1' || candidate.selectedTeam === 'team2')
  );
}

/**
 * The live state proxy of a match, restored from db.liveStates the first time (a reload or a restart
 * resumes where the scorer was, open event included); a fresh state for team1 when none was stored.
 */
export function openLiveState(matchId: number): Promise<LiveState> {
  const known = proxies.get(matchId);
  if (known) return Promise.resolve(known);
  let pending = restoring.get(matchId);
  if (!pending) {
    pending = db.liveStates.get(matchId).then((row) => {
      const restored = isLiveState(row?.state)
        ? { ...createLiveState(row.state.selectedTeam), ...row.state }
        : createLiveState('team1');
      const state = proxies.get(matchId) ?? proxy<LiveState>(restored);
      if (!proxies.has(matchId)) {
        proxies.set(matchId, state);
        connectDevtools(state, `Live state of match ${matchId}`);
      }
      restoring.delete(matchId);
      return state;
    });
    restoring.set(matchId, pending);
  }
  return pending;
}

export { forgetLiveStates };
