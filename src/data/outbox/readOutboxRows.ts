import { db } from '../db/db';
import type { OutboxRow } from '../db/rows';

/** Above this many queue slots per row asked for, one lookup per row costs less than reading the span. */
const SPAN_PER_ROW = 4;

/**
 * Outbox rows by id, as they are now (undefined where gone), inside the caller's transaction or its own. The
 * rows of a drain's batch sit side by side in the queue, and one range read costs about what a single lookup
 * does: rows close together are read as their span, rows scattered over a long queue one lookup each.
 */
export async function readOutboxRows(ids: readonly number[]): Promise<(OutboxRow | undefined)[]> {
  if (ids.length === 0) return [];
  const first = Math.min(...ids);
  const last = Math.max(...ids);
  if (last - first + 1 > ids.length * SPAN_PER_ROW) return db.outbox.bulkGet([...ids]);
  const span = await db.outbox.where(':id').between(first, last, true, true).toArray();
  const byId = new Map(span.map((row) => [row.id, row]));
  return ids.map((id) => byId.get(id));
}
