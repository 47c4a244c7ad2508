import { db } from '../db/db';
import { isOwnedBy } from '../outbox/isOwnedBy';
import { readSignedInUser } from '../owner/readSignedInUser';

const MIN_DELAY_MS = 2_000;
const MAX_DELAY_MS = 5 * 60_000;
let timer: ReturnType<typeof setTimeout> | null = null;

/**
 * A write that failed for a passing reason waits for its `nextAttemptAt`; nothing else would wake the
 * queue before the 10-minute cycle, so one timer asks for a flush when the earliest pending row is due.
 */
export async function scheduleRetry(requestSync: () => Promise<void>, now = Date.now()): Promise<void> {
  // Another user's rows wait for that user: they must not keep this one's device polling every 2 s.
  const owner = (await readSignedInUser())?.owner ?? null;
  const next = (await db.outbox.where('state').equals('pending').toArray()).filter((row) => isOwnedBy(row, owner));
  if (timer) clearTimeout(timer);
  timer = null;
  if (next.length === 0) return;
  const earliest = Math.min(...next.map((row) => row.nextAttemptAt));
  const delay = Math.min(MAX_DELAY_MS, Math.max(MIN_DELAY_MS, earliest - now));
  timer = setTimeout(() => {
    timer = null;
    void requestSync();
  }, delay);
}
