import { is } from 'drizzle-orm';
import { PgliteDatabase } from 'drizzle-orm/pglite';
import type { Database } from '../db/database';
import type { ResourceModel } from './describeResource';
import { linkRows, linkStoredRows } from './linkStoredRows';
import type { Row } from './presentRows';
import type { ResourceConfig } from './resourceConfig';

/**
 * Stores rows with `insert` and links the new ones (the resource's afterWrite). On PostgreSQL the insert
 * commits first and the linking follows in a transaction of its own (linkStoredRows says why). PGlite has one
 * connection that runs one transaction at a time, so commits never flush together there and splitting would
 * only add statements: both happen in one transaction, the lock taken after the insert (no other transaction
 * can see the new rows before the commit, which the lock's next holder waits for).
 * Answers what `insert` answered and the rows linked one by one, by id.
 */
export async function storeThenLink<T>(
  db: Database,
  resource: ResourceConfig,
  model: ResourceModel,
  insert: (tx: Database) => Promise<{ answer: T; created: Row[] }>,
): Promise<{ answer: T; linked: Map<number, Row> }> {
  if (!resource.afterWrite) return { answer: (await insert(db)).answer, linked: new Map() };
  if (is(db, PgliteDatabase)) {
    return db.transaction(async (tx) => {
      const { answer, created } = await insert(tx);
      return { answer, linked: await linkRows(tx, resource, created) };
    });
  }
  const { answer, created } = await insert(db);
  return { answer, linked: await linkStoredRows(db, resource, model, created) };
}

/**
 * Links rows a resend found already stored, on PostgreSQL only: there a row commits before its linking runs,
 * so a server that stopped in between (its client got no answer and sends again) left it stored but unlinked.
 * Linking again is what an update does anyway, and changes nothing on a row already linked. On PGlite a row is
 * stored and linked in one transaction, so a stored row is a linked one.
 */
export async function relinkResent(
  db: Database,
  resource: ResourceConfig,
  model: ResourceModel,
  rows: readonly Row[],
): Promise<Map<number, Row>> {
  if (!resource.afterWrite || rows.length === 0 || is(db, PgliteDatabase)) return new Map();
  return linkStoredRows(db, resource, model, rows);
}
