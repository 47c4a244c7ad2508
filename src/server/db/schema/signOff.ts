import { sql } from 'drizzle-orm';
import { index, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { idColumn, instant, refColumn } from './columns';
import { organization } from './accounts';
import { match } from './reference';

/**
 * A match's sign-offs (issue: match review and sign-off), kept whole: one row per signature, closed by the admin
 * who reopened it. The match is signed while a row has no `reopenedAt` (at most one: a partial unique index);
 * then its events and possessions are locked (409 `error.matchsigned`). Names are copied as they were at the time,
 * so a renamed or deleted user leaves the record as it was read.
 */
export const matchSignOff = pgTable(
  'match_sign_off',
  {
    id: idColumn(),
    organizationId: refColumn('organization_id')
      .notNull()
      .references(() => organization.id),
    matchId: refColumn('match_id')
      .notNull()
      .references(() => match.id, { onDelete: 'cascade' }),
    signedByLogin: text('signed_by_login').notNull(),
    signedBy: text('signed_by').notNull(),
    signedAt: instant('signed_at').notNull(),
    reopenedByLogin: text('reopened_by_login'),
    reopenedAt: instant('reopened_at'),
  },
  (t) => [
    index('match_sign_off_match_idx').on(t.matchId),
    uniqueIndex('match_sign_off_open_uq')
      .on(t.matchId)
      .where(sql`${t.reopenedAt} is null`),
  ],
);
