import { lt } from 'drizzle-orm';
import type { Database } from '../db/database';
import { authThrottle } from '../db/schema';

/**
 * Removes counters whose window ended more than `olderThanMs` ago (the longest window). An expired row
 * already counts as 0, so this only bounds the table; callers run it now and then, not on every attempt.
 */
export async function sweepExpiredAttempts(db: Database, olderThanMs: number, now: Date): Promise<void> {
  await db.delete(authThrottle).where(lt(authThrottle.windowStart, new Date(now.getTime() - olderThanMs)));
}
