import type { $Fetch } from 'ofetch';
import { api } from '../api/api';
import type { EventRow, MatchPlayerRow, MatchVideoRow, PossessionRow } from '../db/rows';
import { fetchEveryPage } from '../pull/fetchEveryPage';
import { pullIntoCache } from '../pull/pullIntoCache';
import { cacheMatchLog, MATCH_LOG_TABLES } from './cacheMatchLog';
import { matchLogScopes } from './matchLogScopes';

export type LoadProgress = { loaded: number; total: number };

/** Matches per request: a few hundred events each keeps one page of 2000 per batch. */
export const MATCHES_PER_BATCH = 3;
const PAGE_SIZE = 2000;

/** One batch of matches pulled: their logs, rosters and videos. False when nothing was stored (its user left). */
async function pullMatchLogs(matchIds: readonly number[], client: $Fetch): Promise<boolean> {
  const query = { 'matchId.in': matchIds.join(','), sort: 'id,asc' };
  const { events, possessions } = matchLogScopes(matchIds);
  const stored = await pullIntoCache({
    key: `match logs ${matchIds.join(',')}`,
    scopes: [events, possessions],
    fetch: async () => {
      const [events, possessions, matchPlayers, matchVideos] = await Promise.all([
        fetchEveryPage<EventRow>('/events', query, PAGE_SIZE, client),
        fetchEveryPage<PossessionRow>('/possessions', query, PAGE_SIZE, client),
        fetchEveryPage<MatchPlayerRow>('/match-players', query, PAGE_SIZE, client),
        fetchEveryPage<MatchVideoRow>('/match-videos', query, PAGE_SIZE, client),
      ]);
      return { matchIds, events, possessions, matchPlayers, matchVideos };
    },
    tables: MATCH_LOG_TABLES,
    store: cacheMatchLog,
  });
  return stored !== null;
}

/**
 * Fetches the events, possessions, rosters and videos of the given matches, a few matches per request,
 * and caches them in Dexie so the statistics work offline afterwards. Reports progress after each batch;
 * once the user it loads for has left the device (it runs on after its screen is left), it stores nothing more.
 */
export async function loadListedMatches(
  matchIds: readonly number[],
  onProgress: (progress: LoadProgress) => void = () => {},
  client: $Fetch = api,
): Promise<void> {
  const total = matchIds.length;
  onProgress({ loaded: 0, total });
  for (let start = 0; start < total; start += MATCHES_PER_BATCH) {
    const batch = matchIds.slice(start, start + MATCHES_PER_BATCH);
    if (!(await pullMatchLogs(batch, client))) return;
    onProgress({ loaded: Math.min(total, start + batch.length), total });
  }
}
