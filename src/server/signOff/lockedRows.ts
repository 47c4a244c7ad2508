import { and, eq, inArray } from 'drizzle-orm';
import type { Database } from '../db/database';
import type { ResourceModel } from '../resources/describeResource';
import type { Row } from '../resources/presentRows';
import type { ResourceConfig } from '../resources/resourceConfig';
import { findSignedMatchIds, refuseSignedMatches } from './refuseSignedMatches';

/** The match a body names (`match: { id }`), if it names one. */
export function matchIdOf(entity: Row): number | undefined {
  const id = (entity.match as { id?: unknown } | null | undefined)?.id;
  return typeof id === 'number' ? id : undefined;
}

/**
 * New rows of a resource locked by sign-off, split by the match they name: those of a signed match that the
 * organisation already stored (a device resending what it sent before the sign-off) answer as stored, with their
 * ids; the others of a signed match are refused. Rows of other matches are left to the create.
 */
export async function sortOutSignedCreates(
  db: Database,
  resource: ResourceConfig,
  model: ResourceModel,
  organizationId: number,
  entities: readonly Row[],
): Promise<{ signed: Set<number>; stored: Map<string, number> }> {
  const stored = new Map<string, number>();
  if (!resource.lockedBySignOff) return { signed: new Set(), stored };
  const signed = await findSignedMatchIds(
    db,
    entities.map(matchIdOf).filter((id): id is number => id !== undefined),
  );
  const uuids = entities
    .filter((entity) => signed.has(matchIdOf(entity) ?? -1))
    .map((entity) => entity.uuid)
    .filter((uuid): uuid is string => typeof uuid === 'string');
  if (uuids.length > 0 && model.uuid && model.organizationId) {
    const rows = (await db
      .select({ id: model.id, uuid: model.uuid })
      .from(resource.table)
      .where(and(eq(model.organizationId, organizationId), inArray(model.uuid, uuids)))) as {
      id: number;
      uuid: string;
    }[];
    for (const row of rows) stored.set(row.uuid, row.id);
  }
  return { signed, stored };
}

/** Throws the 409 when a resource locked by sign-off would change a row of a signed match (update, delete). */
export async function refuseLockedChange(
  db: Database,
  resource: ResourceConfig,
  matchIds: readonly (number | null | undefined)[],
): Promise<void> {
  if (resource.lockedBySignOff) await refuseSignedMatches(db, matchIds);
}
