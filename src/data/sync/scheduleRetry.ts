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
  // The pending rows by due time, read only up to the first of this user's (a long queue is not read whole).
  const earliest = await db.outbox
    .where('[state+nextAttemptAt]')
    .between(['pending', -Infinity], ['pending', Infinity])
    .filter((row) => isOwnedBy(row, owner))
    .first();
  if (timer) clearTimeout(timer);
  timer = null;
  if (!earliest) return;
  const delay = Math.min(MAX_DELAY_MS, Math.max(MIN_DELAY_MS, earliest.nextAttemptAt - now));
  timer = setTimeout(() => {
    timer = null;
    void requestSync();
  }, delay);
}
