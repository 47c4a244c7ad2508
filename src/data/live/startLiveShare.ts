import { api } from '../api/api';
import type { LiveShare } from './LiveShare';
import { liveSharePath } from './liveSharePath';

/**
 * Publishes the match live and answers its share; when it is already on, the same share. `showNames` sets
 * whether players are named (false: caps only, for youth matches); left out, an existing share keeps its choice.
 */
export function startLiveShare(matchId: number, showNames?: boolean): Promise<LiveShare> {
  return api<LiveShare>(liveSharePath(matchId), { method: 'POST', body: showNames === undefined ? {} : { showNames } });
}
