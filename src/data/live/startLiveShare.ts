import { api } from '../api/api';
import type { LiveShare } from './LiveShare';
import { liveSharePath } from './liveSharePath';

/** Publishes the match live; answers the existing share when it is already on (its names choice stays). */
export function startLiveShare(matchId: number, showNames: boolean): Promise<LiveShare> {
  return api<LiveShare>(liveSharePath(matchId), { method: 'POST', body: { showNames } });
}
