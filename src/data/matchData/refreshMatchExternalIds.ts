import { api } from '../api/api';
import { fetchList } from '../api/fetchList';
import { db } from '../db/db';
import type { MatchExternalIdRow } from '../db/rows';

/** The match's first external id (spec §7: sort id, size 1); its value is the schedule id. */
export async function refreshMatchExternalIds(matchId: number, client = api): Promise<void> {
  const { items } = await fetchList<MatchExternalIdRow>(
    '/match-external-ids',
    { 'matchId.equals': matchId, sort: 'id,asc', size: 1 },
    client,
  );
  await db.transaction('rw', db.matchExternalIds, async () => {
    await db.matchExternalIds.where('match.id').equals(matchId).delete();
    await db.matchExternalIds.bulkPut(items);
  });
}
