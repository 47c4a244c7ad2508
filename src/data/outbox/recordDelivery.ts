import { db } from '../db/db';
import type { OutboxRow } from '../db/rows';

export const LAST_SYNC_KEY = 'lastSyncAt';

/**
 * A row reached the server: remember the server id on the local copy and on the uuid's later rows,
 * and drop the row. Local pending changes win over the server copy, so only `id` is written back.
 */
export async function recordDelivery(row: OutboxRow, serverId: number | undefined, now = Date.now()): Promise<void> {
  await db.transaction('rw', [db.outbox, db.events, db.possessions, db.meta], async () => {
    if (serverId !== undefined && row.entity !== 'match') {
      if (row.op !== 'delete' && row.entity === 'event') await db.events.update(row.uuid, { id: serverId });
      if (row.op !== 'delete' && row.entity === 'possession') await db.possessions.update(row.uuid, { id: serverId });
      await db.outbox.where('uuid').equals(row.uuid).and((r) => r.id !== row.id).modify({ serverId });
    }
    const current = await db.outbox.get(row.id!);
    const isChangedMeanwhile = current !== undefined && (current.version ?? 0) !== (row.version ?? 0);
    if (isChangedMeanwhile && row.op === 'create') {
      // A later edit was merged while the create was on its way: it still has to be sent, now as an update.
      await db.outbox.update(row.id!, { op: 'update', serverId, sendingSince: null });
    } else if (isChangedMeanwhile) {
      await db.outbox.update(row.id!, { sendingSince: null });
    } else {
      await db.outbox.delete(row.id!);
    }
    await db.meta.put({ key: LAST_SYNC_KEY, value: now });
  });
}
