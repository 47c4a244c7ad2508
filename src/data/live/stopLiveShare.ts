import { api } from '../api/api';
import { liveSharePath } from './liveSharePath';

/** Stops the live share: its link answers 404 from now on. */
export async function stopLiveShare(matchId: number): Promise<void> {
  await api(liveSharePath(matchId), { method: 'DELETE' });
}
