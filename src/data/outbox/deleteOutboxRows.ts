import Dexie from 'dexie';
import { db } from '../db/db';

/**
 * Deletes outbox rows by id inside the caller's transaction. A drain delivers hundreds of neighbouring rows
 * at once, and one range delete costs what a single row's delete does, so ids with no other row between
 * them go as one range; a row that stays (refused, parked, another user's, a later write) splits the range.
 */
export async function deleteOutboxRows(ids: readonly number[]): Promise<void> {
  if (!Dexie.currentTransaction) throw new Error('deleteOutboxRows runs inside a transaction over the outbox');
  if (ids.length === 0) return;
  const doomed = new Set(ids);
  const present = await db.outbox
    .where(':id')
    .between(Math.min(...ids), Math.max(...ids), true, true)
    .primaryKeys();
  const runs: { first: number; last: number }[] = [];
  let run: { first: number; last: number } | null = null;
  for (const id of present) {
    if (id === undefined || !doomed.has(id)) run = null;
    else if (run) run.last = id;
    else runs.push((run = { first: id, last: id }));
  }
  await Promise.all(runs.map(({ first, last }) => db.outbox.where(':id').between(first, last, true, true).delete()));
}
