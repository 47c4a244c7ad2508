import { db } from '../db/db';

/**
 * The outbox rows a flush is sending now, kept as one list of ids under this meta key rather than as a mark
 * on each row: marking a 500-row batch row by row cost 500 writes (about 90 ms on a tablet) before each
 * request could leave, while the list costs one. A row in flight may already be on the server, so no write
 * merges into it or cancels it (coalesceOutboxWrite). A caller's transaction that reads the queue to decide
 * on a row must include db.meta, so the list and the rows it names are read as one.
 */
export const IN_FLIGHT_KEY = 'outboxInFlight';

/** The ids of the rows in flight. */
export async function readRowsInFlight(): Promise<Set<number>> {
  const stored = await db.meta.get(IN_FLIGHT_KEY);
  return new Set(Array.isArray(stored?.value) ? (stored.value as number[]) : []);
}

/** Marks rows in flight (add) or takes them out (remove: answered, failed or not sent after all). */
export async function changeRowsInFlight(change: {
  add?: readonly number[];
  remove?: readonly number[];
}): Promise<void> {
  await db.transaction('rw', db.meta, async () => {
    const ids = await readRowsInFlight();
    for (const id of change.add ?? []) ids.add(id);
    for (const id of change.remove ?? []) ids.delete(id);
    if (ids.size === 0) await db.meta.delete(IN_FLIGHT_KEY);
    else await db.meta.put({ key: IN_FLIGHT_KEY, value: [...ids] });
  });
}

/** A flush starting under the lock finds no other flush sending: whatever a stopped flush left marked is stale. */
export async function forgetRowsInFlight(): Promise<void> {
  await db.meta.delete(IN_FLIGHT_KEY);
}
