import type { $Fetch } from 'ofetch';
import { api } from '../api/api';
import { db } from '../db/db';
import type { MatchRow } from '../db/rows';
import { isSessionOf } from '../auth/isSessionOf';
import { session } from '../auth/session';
import { fetchAllPages } from './fetchAllPages';
import { pendingUuids } from './pendingUuids';
import { LEAGUES_META_KEY, type StatisticsLeague } from './statisticsMatch';

/**
 * Fetches every match of the organisation and the leagues (for their seasons) and caches them. A match
 * with a queued start or end keeps its local row (its outbox uuid is `match:<id>`).
 */
export async function refreshStatisticsMatches(client: $Fetch = api): Promise<void> {
  const { token } = session;
  const [matches, leagues] = await Promise.all([
    fetchAllPages<MatchRow>('/matches', { sort: 'name,asc' }, 100, client),
    fetchAllPages<StatisticsLeague>('/leagues', { sort: 'id,asc' }, 100, client),
  ]);
  await db.transaction('rw', [db.matches, db.meta, db.outbox], async () => {
    if (!isSessionOf(token)) return;
    const pending = await pendingUuids(matches.map((match) => `match:${match.id}`));
    await db.matches.bulkPut(matches.filter((match) => !pending.has(`match:${match.id}`)));
    await db.meta.put({
      key: LEAGUES_META_KEY,
      value: leagues.map(({ id, name, season }) => ({ id, name, season: season ?? null })),
    });
  });
}
