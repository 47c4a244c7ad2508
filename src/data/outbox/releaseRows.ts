import { db } from '../db/db';
import type { OutboxRow } from '../db/rows';

/** Rows claimed for a flush that stopped before sending them: they wait, unmarked, for the next flush. */
export async function releaseRows(rows: readonly OutboxRow[]): Promise<void> {
  if (rows.length === 0) return;
  await db.outbox.bulkUpdate(rows.map((row) => ({ key: row.id!, changes: { sendingSince: null } })));
}
