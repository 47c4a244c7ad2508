import type { $Fetch } from 'ofetch';
import { api } from '../api/api';
import { db } from '../db/db';
import type { MatchRow } from '../db/rows';
import { cacheMatches } from '../matchData/cacheMatches';
import { fetchEveryPage } from '../pull/fetchEveryPage';
import { pullIntoCache } from '../pull/pullIntoCache';
import { LEAGUES_META_KEY, type ListedLeague } from './listedMatch';

/**
 * Fetches every match of the organisation and the leagues (for their seasons and pool lengths) and caches them. A match
 * with a queued start or end keeps its local row.
 */
export async function refreshListedMatches(client: $Fetch = api): Promise<void> {
  await pullIntoCache({
    key: 'statistics matches and leagues',
    fetch: () =>
      Promise.all([
        fetchEveryPage<MatchRow>('/matches', { sort: 'name,asc' }, 100, client),
        fetchEveryPage<ListedLeague>('/leagues', { sort: 'id,asc' }, 100, client),
      ]),
    tables: [db.matches, db.meta],
    store: async ([matches, leagues], guard) => {
      await cacheMatches(matches, guard);
      await db.meta.put({
        key: LEAGUES_META_KEY,
        value: leagues.map(({ id, name, season, poolLength }) => ({
          id,
          name,
          season: season ?? null,
          poolLength: poolLength ?? null,
        })),
      });
    },
  });
}
