import { db } from '../db/db';

/** The uuids among `uuids` that still have outbox rows (pending or parked): the local row is newer than the server's. */
export async function pendingOutboxUuids(uuids: readonly string[]): Promise<Set<string>> {
  if (uuids.length === 0) return new Set();
  const queued = await db.outbox
    .where('uuid')
    .anyOf([...uuids])
    .keys();
  return new Set(queued as string[]);
}
