import { db } from '../db/db';
import type { OutboxRow } from '../db/rows';
import { classifyOutboxFailure, nextAttemptDelayMs, retryCap } from './classifyOutboxFailure';
import type { DeliveryContext, DeliveryOutcome } from './deliveryContext';
import { describeFailure } from './describeFailure';
import { failureOf } from './failureOf';
import { readOutboxRows } from './readOutboxRows';
import { changeRowsInFlight } from './rowsInFlight';
import { recordServerUnreachable } from './serverUnreachable';

/**
 * The rows of one request failed with `status` (null: no answer): offline and 401/403 count nothing and stop
 * the flush; a transient failure only paces the retries; a rejection counts towards parking each row
 * (docs/design.md §4). A whole bulk request that failed is recorded here at once: one write for all its rows.
 */
export async function recordFailure(
  rows: OutboxRow | readonly OutboxRow[],
  status: number | null,
  body: unknown,
  { isOnline, now, caps }: Omit<DeliveryContext, 'transport'>,
): Promise<Exclude<DeliveryOutcome, 'sent'>> {
  const failed = Array.isArray(rows) ? rows : [rows as OutboxRow];
  const failure = classifyOutboxFailure(status, isOnline());
  if (status === null) await recordServerUnreachable(now());
  const lastFailure = failureOf(status, body);
  const lastError = describeFailure(lastFailure);
  const ids = failed.map((row) => row.id!);
  if (failure === 'offline' || failure === 'unauthorized') {
    await db.transaction('rw', db.outbox, db.meta, async () => {
      await db.outbox.where('id').anyOf(ids).modify({ lastError, lastFailure });
      await changeRowsInFlight({ remove: ids });
    });
    return failure;
  }
  await db.transaction('rw', db.outbox, db.meta, async () => {
    const counted = (await readOutboxRows(ids))
      .filter((current) => current !== undefined)
      .map((current): OutboxRow => {
        const transientFailures = (current.transientFailures ?? 0) + (failure === 'transient' ? 1 : 0);
        const attempts = current.attempts + (failure === 'rejected' ? 1 : 0);
        return {
          ...current,
          attempts,
          transientFailures,
          lastError,
          lastFailure,
          state: attempts >= retryCap(current, caps) ? 'parked' : 'pending',
          nextAttemptAt: now() + nextAttemptDelayMs(attempts + transientFailures),
        };
      });
    // One write for all the rows of a failed bulk request, rather than a read and a write each, one after another.
    await db.outbox.bulkPut(counted);
    await changeRowsInFlight({ remove: ids });
  });
  return 'failed';
}
