import { getTableColumns, is } from 'drizzle-orm';
import { PgTable, type PgColumn } from 'drizzle-orm/pg-core';

type Row = Record<string, unknown>;
type Column = { key: string; name: string; column: PgColumn };
/** A table, or some of its columns by the keys a selection answers them under. */
type Columns = PgTable | Record<string, PgColumn>;
const columnsByTable = new WeakMap<Columns, Column[]>();

/** A table's columns: the key the query builder answers each under, its name in the database, the column. */
export function columnsOf(table: Columns): Column[] {
  let columns = columnsByTable.get(table);
  if (!columns) {
    const byKey = is(table, PgTable) ? getTableColumns(table) : table;
    columns = Object.entries(byKey).map(([key, column]) => ({ key, name: column.name, column }));
    columnsByTable.set(table, columns);
  }
  return columns;
}

/**
 * Rows of `table` (or of some of its columns) as the driver answers them (column names, driver types) as the query builder would answer
 * them (keys, mapped values). Columns `extra` names are kept as they are, under the same name.
 */
export function rowsFromDriver(table: Columns, raws: readonly Row[], extra: readonly string[] = []): Row[] {
  const columns = columnsOf(table);
  return raws.map((raw) => {
    const row: Row = {};
    for (const { key, name, column } of columns) {
      const value = raw[name];
      row[key] = value === null || value === undefined ? null : column.mapFromDriverValue(value);
    }
    for (const name of extra) row[name] = raw[name];
    return row;
  });
}
