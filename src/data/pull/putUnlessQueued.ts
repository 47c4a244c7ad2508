import type { Table } from 'dexie';
import { db } from '../db/db';
import { pendingOutboxUuids } from './pendingOutboxUuids';
import type { PullGuard } from './pullGuard';
import { requireTransaction } from './requireTransaction';

/**
 * Stores the server's rows except those whose outbox uuid (`outboxUuidOf`, e.g. `match:<id>` for a match's
 * start or end) has outbox rows now or had them when the pull began: the local row is newer. Runs inside a
 * transaction over the table and db.outbox.
 */
export async function putUnlessQueued<T extends TInsert, TKey, TInsert>(
  table: Table<T, TKey, TInsert>,
  rows: readonly T[],
  outboxUuidOf: (row: T) => string,
  guard?: PullGuard,
): Promise<void> {
  requireTransaction(table, db.outbox);
  const pending = await pendingOutboxUuids(rows.map(outboxUuidOf));
  const isQueued = (uuid: string) => pending.has(uuid) || guard?.queued.has(uuid) === true;
  await table.bulkPut(rows.filter((row) => !isQueued(outboxUuidOf(row))));
}
