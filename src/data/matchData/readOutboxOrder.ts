import { db } from '../db/db';

/** uuid → id of its first outbox row: the order in which not-yet-synced rows were recorded. */
export async function readOutboxOrder(): Promise<Map<string, number>> {
  const order = new Map<string, number>();
  await db.outbox.orderBy('id').each((row) => {
    if (!order.has(row.uuid) && row.id !== undefined) order.set(row.uuid, row.id);
  });
  return order;
}
