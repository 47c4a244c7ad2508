import { and, eq, inArray } from 'drizzle-orm';
import type { Database } from '../db/database';
import type { ResourceModel } from './describeResource';
import { insertNewRows } from './insertNewRows';
import type { Row } from './presentRows';
import type { ResourceConfig } from './resourceConfig';
import { relinkResent, storeThenLink } from './storeThenLink';

/** A new row to store: its column values and its uuid, unique per organisation. */
export type NewRow = { uuid: string; values: Row };
export type StoredRow = { id: number; status: 200 | 201 };

/**
 * Stores rows of distinct uuids of one organisation idempotently, as a single POST does: a uuid the
 * organisation already holds is answered with its id and 200, the new ones are inserted in one statement
 * (201) and go through the resource's afterWrite in the order given (storeThenLink).
 */
export async function storeNewRows(
  db: Database,
  resource: ResourceConfig,
  model: ResourceModel,
  organizationId: number,
  rows: readonly NewRow[],
): Promise<Map<string, StoredRow>> {
  const stored = new Map<string, StoredRow>();
  if (rows.length === 0) return stored;
  const { organizationId: orgColumn, uuid: uuidColumn } = model;
  if (!orgColumn || !uuidColumn) throw new Error(`${resource.entityName} has no (organisation, uuid) key`);
  const { answer: created } = await storeThenLink(db, resource, model, async (tx) => {
    const inserted = await insertNewRows(
      tx,
      resource.table,
      [orgColumn, uuidColumn],
      rows.map((row) => row.values),
    );
    const byUuid = new Map(inserted.map((row) => [row.uuid as string, row]));
    const created = rows.map(({ uuid }) => byUuid.get(uuid)).filter((row) => row !== undefined);
    return { answer: created, created };
  });
  for (const row of created) stored.set(row.uuid as string, { id: row.id as number, status: 201 });
  const resent = rows.filter((row) => !stored.has(row.uuid)).map((row) => row.uuid);
  if (resent.length === 0) return stored;
  const existing = (await db
    .select()
    .from(resource.table)
    .where(and(eq(orgColumn, organizationId), inArray(uuidColumn, resent)))) as Row[];
  for (const row of existing) stored.set(row.uuid as string, { id: row.id as number, status: 200 });
  await relinkResent(db, resource, model, existing);
  return stored;
}
