import type { $Fetch } from 'ofetch';
import { api } from '../api/api';
import { db } from '../db/db';
import type { EventRow, MatchPlayerRow, MatchVideoRow, PossessionRow } from '../db/rows';
import { cacheMatchLog } from './cacheMatchLog';
import { session } from '../auth/session';
import { fetchAllPages } from './fetchAllPages';
import { readMatchLogGuard } from './readMatchLogGuard';

export type LoadProgress = { loaded: number; total: number };

/** Matches per request: a few hundred events each keeps one page of 2000 per batch. */
export const MATCHES_PER_BATCH = 3;
const PAGE_SIZE = 2000;

/**
 * Fetches the events, possessions, rosters and videos of the given matches, a few matches per request,
 * and caches them in Dexie so the statistics work offline afterwards. Reports progress after each batch.
 */
export async function loadStatisticsMatches(
  matchIds: readonly number[],
  onProgress: (progress: LoadProgress) => void = () => {},
  client: $Fetch = api,
): Promise<void> {
  const total = matchIds.length;
  // A load runs on after its screen is left: once its user has left the device, it stores nothing more.
  const { token } = session;
  onProgress({ loaded: 0, total });
  for (let start = 0; start < total; start += MATCHES_PER_BATCH) {
    const batch = matchIds.slice(start, start + MATCHES_PER_BATCH);
    const query = { 'matchId.in': batch.join(','), sort: 'id,asc' };
    // Read before the request: a capture delivered while the answer is on its way is still local work.
    const [eventsBefore, possessionsBefore] = await Promise.all([
      readMatchLogGuard(db.events, batch),
      readMatchLogGuard(db.possessions, batch),
    ]);
    const [events, possessions, matchPlayers, matchVideos] = await Promise.all([
      fetchAllPages<EventRow>('/events', query, PAGE_SIZE, client),
      fetchAllPages<PossessionRow>('/possessions', query, PAGE_SIZE, client),
      fetchAllPages<MatchPlayerRow>('/match-players', query, PAGE_SIZE, client),
      fetchAllPages<MatchVideoRow>('/match-videos', query, PAGE_SIZE, client),
    ]);
    const isStored = await cacheMatchLog(
      { matchIds: batch, events, possessions, matchPlayers, matchVideos },
      { events: eventsBefore, possessions: possessionsBefore, token },
    );
    if (!isStored) return;
    onProgress({ loaded: Math.min(total, start + batch.length), total });
  }
}
