import { sql } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import type { Database } from '../db/database';
import { reusableQuery } from '../db/reusableQuery';
import { rowsFromDriver } from '../db/rowsFromDriver';
import type { ResourceModel } from './describeResource';
import type { Row } from './presentRows';
import type { ResourceConfig } from './resourceConfig';

/** The rows the resource's afterWrite has anything to do with (AfterWrite.isInert). */
function rowsToLink(resource: ResourceConfig, rows: readonly Row[]): readonly Row[] {
  const isInert = resource.afterWrite?.isInert;
  return isInert ? rows.filter((row) => !isInert(row)) : rows;
}

/** Consecutive rows of one match and team: they never pair with each other, so applyMany may take them all. */
function runsOf(rows: readonly Row[]): Row[][] {
  const runs: Row[][] = [];
  const side = (row: Row) => `${String(row.matchId)}/${String(row.teamId)}`;
  for (const row of rows) {
    const run = runs.at(-1);
    if (run && side(run[0]!) === side(row)) run.push(row);
    else runs.push([row]);
  }
  return runs;
}

/**
 * Runs the resource's afterWrite over rows just stored, inside `tx`, under one lock per match taken in a fixed
 * order (two batches over the same matches wait for each other instead of deadlocking), in the order given (a
 * device's order), as they would have been linked one POST at a time. `current` reads the rows as they stand
 * once the locks are held. Answers, by id, the rows `apply` answered (those linked one by one).
 */
export async function linkRows(
  tx: Database,
  resource: ResourceConfig,
  rows: readonly Row[],
  current?: (tx: Database) => Promise<Row[]>,
): Promise<Map<number, Row>> {
  const linked = new Map<number, Row>();
  const hook = resource.afterWrite;
  const linkable = rowsToLink(resource, rows);
  if (!hook || linkable.length === 0) return linked;
  const matchIds = [...new Set(linkable.map((row) => row.matchId as number))].sort((a, b) => a - b);
  for (const matchId of matchIds) await hook.lock(tx, { matchId });
  for (const run of runsOf(current ? await current(tx) : linkable)) {
    if (hook.applyMany && run.length > 1) await hook.applyMany(tx, run);
    else for (const row of run) linked.set(row.id as number, await hook.apply(tx, row));
  }
  return linked;
}

type ReadByIds = ReturnType<typeof reusableQuery<'ids'>>;
const readsByIds = new WeakMap<PgTable, ReadByIds>();

/** The rows of `ids` as they stand now, in one statement per table written once. */
async function readByIds(tx: Database, table: PgTable, model: ResourceModel, ids: readonly number[]): Promise<Row[]> {
  let read = readsByIds.get(table);
  if (!read) {
    read = reusableQuery<'ids'>((db, param) =>
      db
        .select()
        .from(table)
        .where(sql`${model.id} = any(${param('ids')}::bigint[])`),
    );
    readsByIds.set(table, read);
  }
  return rowsFromDriver(table, await read(tx, { ids }));
}

/**
 * linkRows for rows already committed, in a transaction of its own; the rows are read again under the locks,
 * since another row's linking may have changed them after they were inserted.
 *
 * Why after the rows' own commit (on PostgreSQL): the lock is held until its transaction commits, and a commit
 * waits for the disk. A transaction that inserted rows holds the lock through that wait, so every write to a
 * match waited for every other write's disk flush, one after another. Committed first, the inserts flush side
 * by side (PostgreSQL flushes concurrent commits together), and the linking transaction writes, and so waits
 * for the disk under the lock, only when it links something. Each row is visible to every other linking
 * transaction before its own linking starts, so of two counterparts the later one to take the lock sees the
 * other, as when both were linked in their insert's transaction.
 */
export async function linkStoredRows(
  db: Database,
  resource: ResourceConfig,
  model: ResourceModel,
  rows: readonly Row[],
): Promise<Map<number, Row>> {
  const linkable = rowsToLink(resource, rows);
  if (!resource.afterWrite || linkable.length === 0) return new Map();
  const ids = linkable.map((row) => row.id as number);
  const current = async (tx: Database) => {
    const found = await readByIds(tx, resource.table, model, ids);
    const byId = new Map(found.map((row) => [row.id as number, row]));
    return ids.map((id) => byId.get(id)).filter((row) => row !== undefined);
  };
  return db.transaction((tx) => linkRows(tx, resource, linkable, current));
}
