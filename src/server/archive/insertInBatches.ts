import { sql } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import type { Database } from '../db/database';
import { columnsOf } from '../db/rowsFromDriver';

/** Rows per statement: one JSON parameter whatever the count, so a batch is bounded only by the time it holds the database. */
const ROWS_PER_INSERT = 2_000;

/** Lets other requests run between two batches of a long import (their HTTP, and on PostgreSQL their queries). */
const yieldToOtherRequests = () => new Promise<void>((resolve) => setImmediate(resolve));

/**
 * Inserts many rows in statements of ROWS_PER_INSERT rows whose only parameter is the rows as JSON
 * (json_to_recordset, as resources/insertNewRows.ts): a 20,000-event archive costs ten statements with no
 * per-row, per-column query building in this process. A value a row leaves out (or null) takes its column's default, or null.
 */
export async function insertInBatches<T extends PgTable>(
  tx: Database,
  table: T,
  rows: readonly T['$inferInsert'][],
): Promise<void> {
  if (rows.length === 0) return;
  const given = columnsOf(table).filter(({ key }) => rows.some((row) => key in row));
  const names = sql.raw(given.map(({ name }) => `"${name}"`).join(', '));
  const shapes = sql.raw(given.map(({ name, column }) => `"${name}" ${column.getSQLType()}`).join(', '));
  const defaults = given.map(({ column }) =>
    column.hasDefault && typeof column.default !== 'object' ? column.default : null,
  );
  for (let start = 0; start < rows.length; start += ROWS_PER_INSERT) {
    const records = rows.slice(start, start + ROWS_PER_INSERT).map((row: Record<string, unknown>) => {
      const record: Record<string, unknown> = {};
      given.forEach(({ key, name }, i) => (record[name] = row[key] ?? defaults[i]));
      return record;
    });
    await tx.execute(
      sql`insert into ${table} (${names}) select ${names} from json_to_recordset(${JSON.stringify(records)}::json) as r(${shapes})`,
    );
    await yieldToOtherRequests();
  }
}
