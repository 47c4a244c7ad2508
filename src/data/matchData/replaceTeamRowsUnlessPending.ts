import type { EntityTable } from 'dexie';
import type { LocalGuard } from './readLocalGuard';
import type { RecordedOrder } from '../db/rows';
import { pendingOutboxUuids } from './pendingOutboxUuids';
import { withRecordedSeq } from './recordedSeq';

/**
 * Replaces the cached rows of one match and team with the server's. Local work wins: a row that had outbox
 * rows when the fetch began or has them now keeps its local copy (it may have been delivered while the
 * answer was on its way), and a row recorded during the fetch is never removed. Only a row the cache already
 * held, with nothing queued, that the server no longer lists was deleted elsewhere and goes. Call it inside a
 * transaction that includes the table and db.outbox.
 */
export async function replaceTeamRowsUnlessPending<T extends { uuid: string } & RecordedOrder>(
  table: EntityTable<T, 'uuid'>,
  matchId: number,
  teamId: number,
  rows: readonly T[],
  before: LocalGuard,
): Promise<void> {
  const cached = (await table.where('[match.id+team.id]').equals([matchId, teamId]).primaryKeys()) as string[];
  const pendingNow = await pendingOutboxUuids([...cached, ...rows.map((row) => row.uuid)]);
  const isLocalWork = (uuid: string) => pendingNow.has(uuid) || before.pending.has(uuid);
  const fromServer = new Set(rows.map((row) => row.uuid));
  const gone = cached.filter((uuid) => before.cached.has(uuid) && !fromServer.has(uuid) && !isLocalWork(uuid));
  await table.bulkDelete(gone as Parameters<typeof table.bulkDelete>[0]);
  await table.bulkPut(await withRecordedSeq(table, rows.filter((row) => !isLocalWork(row.uuid))));
}
