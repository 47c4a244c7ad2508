import { session } from '../auth/session';
import { db } from '../db/db';
import { coalesceOutboxWrite } from './coalesceOutboxWrite';
import { newOutboxRow } from './newOutboxRow';
import { readRowsInFlight } from './rowsInFlight';
import type { OutboxWrite } from './outboxWrite';
import { ownerOfAccount } from '../owner/ownerOfAccount';

/**
 * Queues a server call. Call it INSIDE the Dexie transaction that writes the data it describes
 * (the transaction must include db.outbox and db.meta), so a failed transaction leaves nothing queued.
 * A new row belongs to the signed-in user: on a shared device only they see it and only their flush sends it.
 */
export async function queueOutboxWrite(write: OutboxWrite, now = Date.now()): Promise<void> {
  // Nested in the caller's transaction, which must name both tables: Dexie refuses it otherwise.
  await db.transaction('rw', db.outbox, db.meta, async () => {
    const queued = await db.outbox.where('uuid').equals(write.uuid).sortBy('id');
    // Only a write that could merge needs to know what is on its way: a first write of a uuid reads no more.
    const inFlight = queued.length > 0 ? await readRowsInFlight() : new Set<number>();
    const decision = coalesceOutboxWrite(queued, write, inFlight);
    switch (decision.kind) {
      case 'skip':
        return;
      case 'cancel':
        await db.outbox.delete(decision.id);
        return;
      case 'merge':
        await db.outbox.update(decision.id, { ...decision.changes, nextAttemptAt: now });
        return;
      case 'append':
        await db.outbox.add(newOutboxRow(write, now, session.account ? ownerOfAccount(session.account) : undefined));
    }
  });
}
