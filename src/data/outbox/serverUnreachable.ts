import { db } from '../db/db';

/**
 * When a delivery last got no answer at all, until one gets through. The browser's online flag says only that
 * a network is there: venue Wi-Fi without internet, or a server that is down, leaves it true, and the scorer
 * must still see that nothing is getting through.
 */
export const UNREACHABLE_SINCE_KEY = 'serverUnreachableSince';

export async function recordServerUnreachable(now: number): Promise<void> {
  const known = await db.meta.get(UNREACHABLE_SINCE_KEY);
  if (typeof known?.value !== 'number') await db.meta.put({ key: UNREACHABLE_SINCE_KEY, value: now });
}
