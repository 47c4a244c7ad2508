import { api } from '../api/api';
import { fetchList } from '../api/fetchList';
import { db } from '../db/db';
import type { MatchExternalIdRow } from '../db/rows';
import { overwriteRows } from '../pull/overwriteRows';
import { pullIntoCache } from '../pull/pullIntoCache';

/** The match's first external id (docs/product.md §7: sort id, size 1); its value is the schedule id. */
export async function refreshMatchExternalIds(matchId: number, client = api): Promise<void> {
  await pullIntoCache({
    key: `match external ids ${matchId}`,
    fetch: () =>
      fetchList<MatchExternalIdRow>(
        '/match-external-ids',
        { 'matchId.equals': matchId, sort: 'id,asc', size: 1 },
        client,
      ),
    tables: [db.matchExternalIds],
    store: ({ items }) =>
      overwriteRows(db.matchExternalIds, db.matchExternalIds.where('match.id').equals(matchId), items),
  });
}
