import { sql } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { Database } from '../db/database';
import { columnsOf, rowsFromDriver } from '../db/rowsFromDriver';
import type { Row } from './presentRows';

/**
 * Inserts rows of one table in one statement whose only parameter is the rows as JSON (json_to_recordset):
 * the statement's text depends on the columns alone, whatever the number of rows, and no per-row, per-column
 * query building runs in this process. A row whose `key` (e.g. organisation and uuid) is already stored is skipped.
 * Answers the rows inserted, as `insert(...).returning()` would. All rows carry the same columns.
 */
export async function insertNewRows(
  tx: Database,
  table: PgTable,
  key: readonly PgColumn[],
  rows: readonly Row[],
): Promise<Row[]> {
  if (rows.length === 0) return [];
  const columns = columnsOf(table);
  const given = columns.filter(({ key }) => key in rows[0]!);
  const records = rows.map((row) => {
    const record: Row = {};
    // Dates become ISO strings through JSON; arrays become the column's array type in json_to_recordset.
    for (const { key, name } of given) record[name] = row[key] ?? null;
    return record;
  });
  const names = sql.raw(given.map(({ name }) => `"${name}"`).join(', '));
  const shapes = sql.raw(given.map(({ name, column }) => `"${name}" ${column.getSQLType()}`).join(', '));
  const target = sql.raw(key.map(({ name }) => `"${name}"`).join(', '));
  const json = JSON.stringify(records);
  const result = await tx.execute(
    sql`insert into ${table} (${names}) select ${names} from json_to_recordset(${json}::json) as r(${shapes}) on conflict (${target}) do nothing returning *`,
  );
  return rowsFromDriver(table, (result as unknown as { rows: Row[] }).rows);
}
