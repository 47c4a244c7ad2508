import { index, integer, pgTable, text } from 'drizzle-orm/pg-core';
import { instant } from './columns';

/**
 * Attempt counters of the login and password-reset limits, one row per key (`login:ann`, `address:10.0.0.7`,
 * `reset-email:…`) in a fixed window. In the database rather than in memory so that replicas share them,
 * a restart keeps them, and one atomic upsert counts an attempt before its password is checked.
 */
export const authThrottle = pgTable(
  'auth_throttle',
  {
    key: text('key').primaryKey(),
    hits: integer('hits').notNull(),
    windowStart: instant('window_start').notNull(),
  },
  // Expired windows are swept by age.
  (t) => [index('auth_throttle_window_start_idx').on(t.windowStart)],
);
