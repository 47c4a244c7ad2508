import { sql } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import type { Database } from '../db/database';
import { reusableQuery, type ReusableQuery } from '../db/reusableQuery';
import { readTogether } from '../db/readTogether';
import { transactionOpenedWith } from '../db/transactionOpenedWith';
import { rowsFromDriver } from '../db/rowsFromDriver';
import type { ResourceModel } from './describeResource';
import type { Row } from './presentRows';
import type { AfterWrite, ResourceConfig } from './resourceConfig';

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

/** The matches of `rows`, in the fixed order their locks are taken (two batches wait instead of deadlocking). */
const matchIdsOf = (rows: readonly Row[]) =>
  [...new Set(rows.map((row) => row.matchId as number))].sort((a, b) => a - b);

/** `apply` over rows whose matches are locked, in the order given, a run of one side at a time (applyMany). */
async function applyInRuns(tx: Database, hook: AfterWrite, rows: readonly Row[]): Promise<Map<number, Row>> {
  const linked = new Map<number, Row>();
  for (const run of runsOf(rows)) {
    if (hook.applyMany && run.length > 1) await hook.applyMany(tx, run);
    else for (const row of run) linked.set(row.id as number, await hook.apply(tx, row));
  }
  return linked;
}

/**
 * Runs the resource's afterWrite over rows just stored, inside `tx`, under one lock per match taken in a fixed
 * order (two batches over the same matches wait for each other instead of deadlocking), in the order given (a
 * device's order), as they would have been linked one POST at a time. Answers, by id, the rows `apply`
 * answered (those linked one by one).
 */
export async function linkRows(
  tx: Database,
  resource: ResourceConfig,
  rows: readonly Row[],
): Promise<Map<number, Row>> {
  const hook = resource.afterWrite;
  const linkable = rowsToLink(resource, rows);
  if (!hook || linkable.length === 0) return new Map();
  for (const matchId of matchIdsOf(linkable)) await hook.lock(tx, { matchId });
  return applyInRuns(tx, hook, linkable);
}

const readsByIds = new WeakMap<PgTable, ReusableQuery<'ids'>>();

/** The statement reading a table's rows by id, written once per table. */
function readByIds(table: PgTable, model: ResourceModel): ReusableQuery<'ids'> {
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
  return read;
}

/**
 * linkRows for rows already committed, in a transaction of its own; the rows are read again under the locks,
 * since another row's linking may have changed them after they were inserted. The locks and that read go with
 * the transaction's BEGIN (transactionOpenedWith): one round trip to the database instead of three.
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
  const hook = resource.afterWrite;
  const linkable = rowsToLink(resource, rows);
  if (!hook || linkable.length === 0) return new Map();
  const ids = linkable.map((row) => row.id as number);
  const locks = matchIdsOf(linkable).map((matchId) => hook.lockStatement({ matchId }));
  const reread = readByIds(resource.table, model).batched({ ids });
  // A single row's own reads go along too: the rows of several are read together by applyMany.
  const ahead = linkable.length === 1 ? hook.readsAhead?.(linkable[0]!) : undefined;
  const statements = [...locks, reread, ...(ahead?.statements ?? [])];
  /** The row as re-read, and what its reads ahead found, if they hold for it. */
  const readOf = (opened: Row[][]) => {
    const [row] = rowsFromDriver(resource.table, opened[locks.length]!);
    return { row, reads: row && ahead?.reads(row, opened.slice(locks.length + 1)) };
  };
  if (ahead && hook.isSettled) {
    // Most rows find nothing to link: their reads under the lock, as one transaction that ends with them, show it.
    const { row, reads } = readOf(await readTogether(db, statements));
    if (row && hook.isSettled(row, reads)) return new Map([[row.id as number, row]]);
  }
  return transactionOpenedWith(db, statements, async (tx, opened) => {
    if (ahead) {
      const { row, reads } = readOf(opened);
      return row ? new Map([[row.id as number, await hook.apply(tx, row, reads)]]) : new Map();
    }
    const byId = new Map(rowsFromDriver(resource.table, opened[locks.length]!).map((row) => [row.id as number, row]));
    return applyInRuns(
      tx,
      hook,
      ids.map((id) => byId.get(id)).filter((row) => row !== undefined),
    );
  });
}
