import { session } from '../auth/session';
import { db } from '../db/db';
import { coalesceOutboxWrite } from './coalesceOutboxWrite';
import { newOutboxRow } from './newOutboxRow';
import type { OutboxWrite } from './outboxWrite';
import { ownerOfAccount } from '../owner/ownerOfAccount';

/**
 * Queues a server call. Call it INSIDE the Dexie transaction that writes the data it describes
 * (the transaction must include db.outbox), so a failed transaction leaves nothing queued.
 * A new row belongs to the signed-in user: on a shared device only they see it and only their flush sends it.
 */
export async function queueOutboxWrite(write: OutboxWrite, now = Date.now()): Promise<void> {
  const queued = await db.outbox.where('uuid').equals(write.uuid).sortBy('id');
  const decision = coalesceOutboxWrite(queued, write);
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
}
