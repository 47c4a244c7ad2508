import type { $Fetch } from 'ofetch';
import { api } from '../api/api';
import { fetchList } from '../api/fetchList';
import { db } from '../db/db';
import type { EventRow } from '../db/rows';

const isUuid = (ref: string) => /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i.test(ref);

/**
 * The event a link names by uuid or server id: from the cache when it is there, else from the server
 * (null when neither knows it, or offline).
 */
export async function findEventByRef(ref: string, client: $Fetch = api): Promise<EventRow | null> {
  const cached = isUuid(ref) ? await db.events.get(ref) : await db.events.where('id').equals(Number(ref)).first();
  if (cached) return cached;
  if (!isUuid(ref) && !/^\d+$/.test(ref)) return null;
  try {
    const query = isUuid(ref) ? { 'uuid.equals': ref } : { 'id.equals': Number(ref) };
    const { items } = await fetchList<EventRow>('/events', { ...query, size: 1 }, client);
    return items[0] ?? null;
  } catch {
    return null;
  }
}
