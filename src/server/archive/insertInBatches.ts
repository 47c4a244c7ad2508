import type { PgTable } from 'drizzle-orm/pg-core';
import type { Database } from '../db/database';

/** Rows per insert: a full event row has ~40 columns, and PostgreSQL takes at most 65,535 parameters. */
const ROWS_PER_INSERT = 500;

/** Inserts many rows with a few multi-row inserts instead of one statement per row; answers the ids in order. */
export async function insertInBatches<T extends PgTable & { id: unknown }>(
  tx: Database,
  table: T,
  rows: readonly T['$inferInsert'][],
): Promise<number[]> {
  const ids: number[] = [];
  for (let start = 0; start < rows.length; start += ROWS_PER_INSERT) {
    const batch = rows.slice(start, start + ROWS_PER_INSERT);
    const inserted = (await tx
      .insert(table)
      .values(batch as never)
      .returning({ id: (table as unknown as { id: never }).id })) as { id: number }[];
    ids.push(...inserted.map((row) => row.id));
  }
  return ids;
}
