import { api } from '../api/api';
import type { MatchRow } from '../db/rows';
import { cacheMatches } from './cacheMatches';

/** One match from the server into the cache. */
export async function refreshMatch(matchId: number, client = api): Promise<void> {
  const match = await client<MatchRow>(`/matches/${matchId}`);
  await cacheMatches([match]);
}
