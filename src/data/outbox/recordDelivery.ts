import { db } from '../db/db';
import type { OutboxRow } from '../db/rows';
import { deleteOutboxRows } from './deleteOutboxRows';
import { changeRowsInFlight } from './rowsInFlight';
import { UNREACHABLE_SINCE_KEY } from './serverUnreachable';

export const LAST_SYNC_KEY = 'lastSyncAt';

/** A row the server stored, with the id it answered (absent when it named none). */
export type Delivery = { row: OutboxRow; serverId: number | undefined };

/**
 * Rows reached the server: remember each server id on the local copy and on the uuid's later rows, and
 * drop the rows, all in one transaction (a bulk answer of hundreds of rows must not cost hundreds of
 * commits). Local pending changes win over the server copy, so only `id` is written back.
 */
export async function recordDeliveries(deliveries: readonly Delivery[], now = Date.now()): Promise<void> {
  if (deliveries.length === 0) return;
  await db.transaction('rw', [db.outbox, db.events, db.possessions, db.meta], async () => {
    const known = deliveries.filter(({ row, serverId }) => serverId !== undefined && row.entity !== 'match');
    await writeBackIds(
      'events',
      known.filter(({ row }) => row.entity === 'event'),
    );
    await writeBackIds(
      'possessions',
      known.filter(({ row }) => row.entity === 'possession'),
    );
    const queued = await rowsOfUuids(deliveries.map(({ row }) => row));
    const deliveredIds = new Set(deliveries.map(({ row }) => row.id));
    const idByUuid = new Map(known.map(({ row, serverId }) => [row.uuid, serverId!]));
    const later = queued.filter((row) => !deliveredIds.has(row.id) && idByUuid.has(row.uuid));
    await db.outbox.bulkUpdate(later.map((row) => ({ key: row.id!, changes: { serverId: idByUuid.get(row.uuid) } })));
    const current = new Map(queued.map((row) => [row.id, row]));
    const done: number[] = [];
    const nowUpdates: { key: number; changes: Partial<OutboxRow> }[] = [];
    for (const { row, serverId } of deliveries) {
      const stored = current.get(row.id);
      const isChangedMeanwhile = stored !== undefined && (stored.version ?? 0) !== (row.version ?? 0);
      // A row changed meanwhile still has to be sent; a create changed meanwhile goes as an update.
      if (!isChangedMeanwhile) done.push(row.id!);
      else if (row.op === 'create') nowUpdates.push({ key: row.id!, changes: { op: 'update', serverId } });
    }
    await deleteOutboxRows(done);
    await db.outbox.bulkUpdate(nowUpdates);
    await changeRowsInFlight({ remove: deliveries.map(({ row }) => row.id!) });
    await db.meta.put({ key: LAST_SYNC_KEY, value: now });
    await db.meta.delete(UNREACHABLE_SINCE_KEY);
  });
}

/** Above this many queued rows per delivered uuid, reading the queue's tail costs more than a lookup per uuid. */
const TAIL_ROWS_PER_UUID = 4;

/**
 * Every queued row of the delivered rows' uuids: the delivered rows as they are now, and the later ones. A
 * delivered row was the oldest of its uuid, so all of them sit at or after the first delivered id: a bulk
 * answer reads that tail of the queue in one request; a few rows far ahead of a long queue look up their
 * uuids instead, all at once.
 */
async function rowsOfUuids(delivered: readonly OutboxRow[]): Promise<OutboxRow[]> {
  const uuids = new Set(delivered.map((row) => row.uuid));
  const tail = db.outbox.where(':id').aboveOrEqual(Math.min(...delivered.map((row) => row.id!)));
  if ((await tail.count()) <= uuids.size * TAIL_ROWS_PER_UUID)
    return (await tail.toArray()).filter((row) => uuids.has(row.uuid));
  const perUuid = await Promise.all([...uuids].map((uuid) => db.outbox.where('uuid').equals(uuid).toArray()));
  return perUuid.flat();
}

/**
 * The server ids onto the local copies still on the device (a delete's copy is gone, as may be an old one):
 * an update naming only `id`, so the copies are read once and their statistics summaries need no second look.
 */
async function writeBackIds(tableName: 'events' | 'possessions', deliveries: readonly Delivery[]): Promise<void> {
  const updates = deliveries
    .filter(({ row }) => row.op !== 'delete')
    .map(({ row, serverId }) => ({ key: row.uuid, changes: { id: serverId } }));
  if (updates.length === 0) return;
  await db.table<{ uuid: string; id?: number }, string>(tableName).bulkUpdate(updates);
}
