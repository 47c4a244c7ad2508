import type { EntityTable } from 'dexie';
import type { RecordedOrder } from '../db/rows';

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
