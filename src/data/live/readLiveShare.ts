import { api } from '../api/api';
import type { LiveShare } from './LiveShare';
import { liveSharePath } from './liveSharePath';

/** The match's live share, or null while it is not shared (the server answers 404). */
export async function readLiveShare(matchId: number): Promise<LiveShare | null> {
  try {
    return await api<LiveShare>(liveSharePath(matchId));
  } catch (error) {
    if ((error as { status?: number } | null)?.status === 404) return null;
    throw error;
  }
}
