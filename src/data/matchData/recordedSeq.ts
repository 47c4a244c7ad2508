import type { EntityTable } from 'dexie';
import type { RecordedOrder } from '../db/rows';

let last = 0;

/**
 * The next recording sequence of this device: above every one this page handed out and, being time-based,
 * above those of earlier sessions (milliseconds × 1000 leaves room for a thousand rows per millisecond).
 */
export function nextRecordedSeq(now = Date.now()): number {
  last = Math.max(last + 1, now * 1000);
  return last;
}

/** The server's copies of rows, each keeping the recording sequence of the cached row it replaces. */
export async function withRecordedSeq<T extends { uuid: string } & RecordedOrder>(
  table: EntityTable<T, 'uuid'>,
  rows: readonly T[],
): Promise<T[]> {
  const cached = await table.bulkGet(rows.map((row) => row.uuid) as Parameters<typeof table.bulkGet>[0]);
  return rows.map((row, index) => {
    const recordedSeq = cached[index]?.recordedSeq;
    return recordedSeq === undefined ? row : { ...row, recordedSeq };
  });
}
