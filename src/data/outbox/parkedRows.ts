import { db } from '../db/db';
import type { OutboxRow } from '../db/rows';
import { readSignedInUser } from '../owner/readSignedInUser';
import { isOwnedBy } from './isOwnedBy';

/** The user's answers in the 'Sync problems' panel: nothing leaves the queue without them seeing it. */
export async function retryOutboxRow(id: number, now = Date.now()): Promise<void> {
  await db.outbox.update(id, {
    state: 'pending',
    attempts: 0,
    transientFailures: 0,
    nextAttemptAt: now,
    lastError: null,
    lastFailure: null,
  });
}

export async function discardOutboxRow(id: number): Promise<void> {
  await db.outbox.delete(id);
}

/** A JSON file of the signed-in user's rows, for a scorer to hand to support or re-import elsewhere. */
export async function exportOutboxRows(state: OutboxRow['state'] = 'parked'): Promise<string> {
  const owner = (await readSignedInUser())?.owner ?? null;
  const rows = (await db.outbox.where('state').equals(state).sortBy('id')).filter((row) => isOwnedBy(row, owner));
  return JSON.stringify({ exportedAt: new Date().toISOString(), rows }, null, 2);
}
