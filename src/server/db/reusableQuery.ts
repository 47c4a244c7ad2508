import { is, Param, Placeholder, sql, type SQLWrapper } from 'drizzle-orm';
import { drizzle } from 'drizzle-orm/node-postgres';
import { PgDialect } from 'drizzle-orm/pg-core';
import type { Database } from './database';

type Row = Record<string, unknown>;
/** The statement's text around its parameters, and what each parameter is: a named value, or a constant. */
type Compiled = { strings: string[]; slots: unknown[] };

const dialect = new PgDialect();
/** Writes statements without running them: reusableQuery runs them on whichever database the request uses. */
const writer = drizzle.mock() as unknown as Database;

/** The statement's text cut at its parameters ($1, $2, … in order, as the query builder numbers them). */
function compile(query: SQLWrapper): Compiled {
  const { sql: text, params } = dialect.sqlToQuery(query.getSQL());
  const strings: string[] = [];
  const slots: unknown[] = [];
  let end = 0;
  for (const match of text.matchAll(/\$(\d+)/g)) {
    if (Number(match[1]) !== slots.length + 1) throw new Error(`parameters out of order in: ${text}`);
    strings.push(text.slice(end, match.index));
    slots.push(params[slots.length]);
    end = match.index + match[0].length;
  }
  strings.push(text.slice(end));
  if (slots.length !== params.length) throw new Error(`parameters not all found in: ${text}`);
  return { strings, slots };
}

/** A parameter's value: a placeholder's value (in its column's driver form when it stands for a column), or a constant. */
function valueOf(slot: unknown, values: Record<string, unknown>): unknown {
  if (is(slot, Placeholder)) return values[slot.name as string];
  if (is(slot, Param) && is(slot.value, Placeholder)) {
    const value = values[slot.value.name as string];
    return value === null || value === undefined ? null : slot.encoder.mapToDriverValue(value);
  }
  return slot;
}

/**
 * A statement the query builder writes once, with named placeholders (`param('uuid')`), that then runs any
 * number of times with values. Building a statement over a table of forty columns costs this process more than
 * the database spends running it, and the write path of every capture runs the same few statements: they are
 * built once per process instead of once per request. Answers the rows as the driver gives them (column names,
 * driver types; rowsFromDriver maps a table's).
 */
export function reusableQuery<P extends string>(
  build: (db: Database, param: (name: P) => Placeholder<P>) => SQLWrapper,
): (tx: Database, values: Record<P, unknown>) => Promise<Row[]> {
  let compiled: Compiled | undefined;
  return async (tx, values) => {
    compiled ??= compile(build(writer, (name) => sql.placeholder(name)));
    // Each value as one parameter, an array too (the query builder would spread a bare array into a list).
    const params = compiled.slots.map((slot) => sql.param(valueOf(slot, values)));
    const strings = Object.assign([...compiled.strings], { raw: compiled.strings });
    const result = await tx.execute(sql(strings, ...params));
    return (result as unknown as { rows: Row[] }).rows;
  };
}
