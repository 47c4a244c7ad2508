import { is, Param, Placeholder, sql, type SQLWrapper } from 'drizzle-orm';
import { drizzle } from 'drizzle-orm/node-postgres';
import { PgDialect } from 'drizzle-orm/pg-core';
import type { BatchedStatement } from './batchedStatement';
import type { Database } from './database';
import { sqlLiteral } from './sqlLiteral';

type Row = Record<string, unknown>;
/** The statement's text and what each of its parameters is: a named value, or a constant. */
type Compiled = { text: string; slots: unknown[] };

const dialect = new PgDialect();
/** Writes statements without running them: reusableQuery runs them on whichever database the request uses. */
const writer = drizzle.mock() as unknown as Database;
let statements = 0;

function compile(query: SQLWrapper): Compiled {
  const { sql: text, params } = dialect.sqlToQuery(query.getSQL());
  return { text, slots: params };
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

/** Runs the statement with these values; `batched` gives it with them as literals, to be sent with others at once. */
export type ReusableQuery<P extends string> = ((tx: Database, values: Record<P, unknown>) => Promise<Row[]>) & {
  batched: (values: Record<P, unknown>) => BatchedStatement;
};

/**
 * A statement the query builder writes once, with named placeholders (`param('uuid')`), that then runs any
 * number of times with values. Building a statement over a table of forty columns costs this process more than
 * the database spends running it, and the write path of every capture runs the same few statements: they are
 * built once per process instead of once per request. On PostgreSQL the statement is also prepared once per
 * connection under its own name, so the server parses and plans it once too (PGlite parses each time).
 * Answers the rows as the driver gives them (column names, driver types; rowsFromDriver maps a table's).
 */
export function reusableQuery<P extends string>(
  build: (db: Database, param: (name: P) => Placeholder<P>) => SQLWrapper,
): ReusableQuery<P> {
  let compiled: Compiled | undefined;
  const name = `poolside_reusable_${++statements}`;
  const compiledOnce = () => (compiled ??= compile(build(writer, (param) => sql.placeholder(param))));
  const run = async (tx: Database, values: Record<P, unknown>) => {
    const { text, slots } = compiledOnce();
    const params = slots.map((slot) => valueOf(slot, values));
    // The session of the request's database or transaction: the statement runs on its connection.
    const result = await tx._.session.prepareQuery({ sql: text, params }, undefined, name, false).execute();
    return (result as unknown as { rows: Row[] }).rows;
  };
  const batched = (values: Record<P, unknown>): BatchedStatement => {
    const { text, slots } = compiledOnce();
    return { name: `${name}_batched`, text, literals: slots.map((slot) => sqlLiteral(valueOf(slot, values))) };
  };
  return Object.assign(run, { batched });
}
