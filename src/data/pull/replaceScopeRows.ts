import { db } from '../db/db';
import type { RecordedOrder } from '../db/rows';
import type { CacheScope } from './cacheScope';
import { locallyChangedUuids } from './locallyChangedUuids';
import { pendingOutboxUuids } from './pendingOutboxUuids';
import type { PullGuard } from './pullGuard';
import { requireTransaction } from './requireTransaction';
import { withRecordedSeq } from './withRecordedSeq';

/**
 * Replaces a scope's cached rows with the server's. Local work wins, as neither copy can say which is newer:
 * a row with outbox rows when the pull began or now (it may have been delivered while the answer was on its
 * way), or recorded, changed or deleted on the device since the pull began, keeps its local state. Only a row
 * held before the pull, untouched since and with nothing queued, that the server no longer lists was deleted
 * elsewhere and goes. Without a guard every cached row counts as held and untouched. Runs inside the pull's
 * transaction over the scope's table and db.outbox.
 */
export async function replaceScopeRows<T extends { uuid: string } & RecordedOrder>(
  scope: CacheScope<T>,
  rows: readonly T[],
  guard?: PullGuard,
): Promise<void> {
  requireTransaction(scope.table, db.outbox);
  const cached = await scope.rows().toArray();
  const changed = locallyChangedUuids(cached, guard?.held.get(scope.key));
  const pending = await pendingOutboxUuids([...cached, ...rows].map((row) => row.uuid));
  const isLocalWork = (uuid: string) => pending.has(uuid) || changed.has(uuid) || guard?.queued.has(uuid) === true;
  const fromServer = new Set(rows.map((row) => row.uuid));
  const gone = cached.map((row) => row.uuid).filter((uuid) => !fromServer.has(uuid) && !isLocalWork(uuid));
  await scope.table.bulkDelete(gone as Parameters<typeof scope.table.bulkDelete>[0]);
  await scope.table.bulkPut(
    await withRecordedSeq(
      scope.table,
      rows.filter((row) => !isLocalWork(row.uuid)),
    ),
  );
}
