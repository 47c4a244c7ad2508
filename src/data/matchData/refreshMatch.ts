import { api } from '../api/api';
import { db } from '../db/db';
import type { MatchRow } from '../db/rows';
import { pullIntoCache } from '../pull/pullIntoCache';
import { cacheMatches } from './cacheMatches';

/** One match from the server into the cache. */
export async function refreshMatch(matchId: number, client = api): Promise<void> {
  await pullIntoCache({
    key: `match ${matchId}`,
    fetch: () => client<MatchRow>(`/matches/${matchId}`),
    tables: [db.matches],
    store: (match, guard) => cacheMatches([match], guard),
  });
}
