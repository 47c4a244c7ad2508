import { and, eq, inArray } from 'drizzle-orm';
import type { Database } from '../db/database';
import type { ResourceModel } from './describeResource';
import type { Row } from './presentRows';
import type { ResourceConfig } from './resourceConfig';

/** A new row to store: its column values and its uuid, unique per organisation. */
export type NewRow = { uuid: string; values: Row };
export type StoredRow = { id: number; status: 200 | 201 };

/** Consecutive rows of one match and team: they never pair with each other, so one insert may hold them all. */
function runsOf(rows: readonly NewRow[]): NewRow[][] {
  const runs: NewRow[][] = [];
  const side = (row: NewRow) => `${String(row.values.matchId)}/${String(row.values.teamId)}`;
  for (const row of rows) {
    const run = runs.at(-1);
    if (run && side(run[0]!) === side(row)) run.push(row);
    else runs.push([row]);
  }
  return runs;
}

/**
 * Stores rows of distinct uuids of one organisation in one transaction, idempotently as a single POST does: a
 * uuid the organisation already holds is answered with its id and 200, a new one is inserted (201) and then
 * goes through the resource's afterWrite in the order given, under one lock per match taken up front in a fixed
 * order (so two batches over the same matches wait for each other instead of deadlocking).
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
  const hook = resource.afterWrite;
  return db.transaction(async (tx) => {
    if (hook) {
      const matchIds = [...new Set(rows.map((row) => row.values.matchId as number))].sort((a, b) => a - b);
      for (const matchId of matchIds) await hook.lock(tx, { matchId });
    }
    for (const run of runsOf(rows)) {
      const inserted = (await tx
        .insert(resource.table)
        .values(run.map((row) => row.values) as never)
        .onConflictDoNothing({ target: [orgColumn, uuidColumn] })
        .returning()) as Row[];
      const byUuid = new Map(inserted.map((row) => [row.uuid as string, row]));
      const created = run.map(({ uuid }) => byUuid.get(uuid)).filter((row) => row !== undefined);
      for (const row of created) stored.set(row.uuid as string, { id: row.id as number, status: 201 });
      if (hook?.applyMany) await hook.applyMany(tx, created);
      else if (hook) for (const row of created) await hook.apply(tx, row);
    }
    const resent = rows.filter((row) => !stored.has(row.uuid)).map((row) => row.uuid);
    if (resent.length === 0) return stored;
    const existing = await tx
      .select({ id: model.id, uuid: uuidColumn })
      .from(resource.table)
      .where(and(eq(orgColumn, organizationId), inArray(uuidColumn, resent)));
    for (const row of existing) stored.set(row.uuid as string, { id: row.id as number, status: 200 });
    return stored;
  });
}
