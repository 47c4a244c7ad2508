import { db } from '../db/db';
import type { EventRow } from '../db/rows';

/** An event by the id in a route: its server id (digits) or, for a row not yet synced, its uuid. */
export async function readEventByRouteId(routeId: string): Promise<EventRow | null> {
  const byUuid = await db.events.get(routeId);
  if (byUuid) return byUuid;
  const id = Number(routeId);
  return Number.isInteger(id) ? ((await db.events.where('id').equals(id).first()) ?? null) : null;
}
