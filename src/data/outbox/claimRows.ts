import { db } from '../db/db';
import type { OutboxRow } from '../db/rows';
import { readOutboxRows } from './readOutboxRows';
import { changeRowsInFlight } from './rowsInFlight';

/**
 * Marks rows in flight just before their request leaves, and answers them as they are now, in one
 * transaction: a row cancelled since it was read is not sent, a row an edit was merged into goes with that
 * edit, and from the mark on no write merges into or cancels a row on its way (rowsInFlight).
 */
export async function claimRows(rows: readonly OutboxRow[]): Promise<OutboxRow[]> {
  if (rows.length === 0) return [];
  return db.transaction('rw', db.outbox, db.meta, async () => {
    const current = await readOutboxRows(rows.map((row) => row.id!));
    const claimed = current.filter((row): row is OutboxRow => row !== undefined && row.state === 'pending');
    await changeRowsInFlight({ add: claimed.map((row) => row.id!) });
    return claimed;
  });
}
