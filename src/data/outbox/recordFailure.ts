import { db } from '../db/db';
import type { OutboxRow } from '../db/rows';
import { classifyOutboxFailure, nextAttemptDelayMs, retryCap } from './classifyOutboxFailure';
import type { DeliveryContext, DeliveryOutcome } from './deliveryContext';
import { describeFailure } from './describeFailure';
import { recordServerUnreachable } from './serverUnreachable';

/**
 * A row's delivery failed with `status` (null: no answer): offline and 401/403 count nothing and stop the
 * flush; a transient failure only paces the retries; a rejection counts towards parking the row (DESIGN §4).
 */
export async function recordFailure(
  row: OutboxRow,
  status: number | null,
  body: unknown,
  { isOnline, now, caps }: Omit<DeliveryContext, 'transport'>,
): Promise<Exclude<DeliveryOutcome, 'sent'>> {
  const failure = classifyOutboxFailure(status, isOnline());
  if (status === null) await recordServerUnreachable(now());
  if (failure === 'offline' || failure === 'unauthorized') {
    await db.outbox.update(row.id!, { sendingSince: null, lastError: describeFailure(status, body) });
    return failure;
  }
  await db.transaction('rw', db.outbox, async () => {
    const current = await db.outbox.get(row.id!);
    if (!current) return;
    const transientFailures = (current.transientFailures ?? 0) + (failure === 'transient' ? 1 : 0);
    const attempts = current.attempts + (failure === 'rejected' ? 1 : 0);
    const isParked = attempts >= retryCap(current, caps);
    await db.outbox.update(row.id!, {
      sendingSince: null,
      attempts,
      transientFailures,
      lastError: describeFailure(status, body),
      state: isParked ? 'parked' : 'pending',
      nextAttemptAt: now() + nextAttemptDelayMs(attempts + transientFailures),
    });
  });
  return 'failed';
}
