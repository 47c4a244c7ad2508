import { inArray, sql } from 'drizzle-orm';
import type { Database } from '../db/database';
import { authThrottle } from '../db/schema';

/**
 * After a successful login: its login and device start afresh (`forget`), and the client address gets its
 * attempt back (`refund`), so an address's count is its failures and a club signing in does not use it up.
 */
export async function settleAttempts(
  db: Database,
  keys: { forget: readonly string[]; refund: readonly string[] },
): Promise<void> {
  if (keys.forget.length > 0) await db.delete(authThrottle).where(inArray(authThrottle.key, [...keys.forget]));
  if (keys.refund.length > 0) {
    await db
      .update(authThrottle)
      .set({ hits: sql`greatest(${authThrottle.hits} - 1, 0)` })
      .where(inArray(authThrottle.key, [...keys.refund]));
  }
}
