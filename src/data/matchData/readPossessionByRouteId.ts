import { db } from '../db/db';
import type { PossessionRow } from '../db/rows';

/** A possession by the id in a route: its server id (digits) or, for a row not yet synced, its uuid. */
export async function readPossessionByRouteId(routeId: string): Promise<PossessionRow | null> {
  const byUuid = await db.possessions.get(routeId);
  if (byUuid) return byUuid;
  const id = Number(routeId);
  return Number.isInteger(id) ? ((await db.possessions.where('id').equals(id).first()) ?? null) : null;
}
