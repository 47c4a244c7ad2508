import { sql } from 'drizzle-orm';
import type { Database } from '../db/database';
import { authThrottle } from '../db/schema';

export type AttemptCount = { hits: number; windowStart: Date };

/**
 * Counts one attempt on each key, atomically, and answers every key's count in its current window.
 * One INSERT … ON CONFLICT DO UPDATE: concurrent attempts on a key queue on its row, so 500 parallel
 * guesses count 500, whichever replica receives them. A window older than `windowMs` starts again at 1.
 * Keys go in sorted order so that two statements never lock the same rows in opposite orders.
 */
export async function countAttempts(
  db: Database,
  keys: readonly string[],
  windowMs: number,
  now: Date,
): Promise<Map<string, AttemptCount>> {
  const expiredBefore = sql`${new Date(now.getTime() - windowMs).toISOString()}::timestamptz`;
  const isExpired = sql`${authThrottle.windowStart} <= ${expiredBefore}`;
  const rows = await db
    .insert(authThrottle)
    .values([...new Set(keys)].sort().map((key) => ({ key, hits: 1, windowStart: now })))
    .onConflictDoUpdate({
      target: authThrottle.key,
      set: {
        hits: sql`case when ${isExpired} then 1 else ${authThrottle.hits} + 1 end`,
        windowStart: sql`case when ${isExpired} then excluded.window_start else ${authThrottle.windowStart} end`,
      },
    })
    .returning({ key: authThrottle.key, hits: authThrottle.hits, windowStart: authThrottle.windowStart });
  return new Map(rows.map((row) => [row.key, { hits: row.hits, windowStart: row.windowStart }]));
}
