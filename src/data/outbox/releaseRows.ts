import type { OutboxRow } from '../db/rows';
import { changeRowsInFlight } from './rowsInFlight';

/** Rows claimed for a flush that stopped before sending them: they wait, unmarked, for the next flush. */
export async function releaseRows(rows: readonly OutboxRow[]): Promise<void> {
  if (rows.length === 0) return;
  await changeRowsInFlight({ remove: rows.map((row) => row.id!) });
}
