import { jsonb, pgTable, text } from 'drizzle-orm/pg-core';
import type { EventTip } from '../../../domain/playbyplay';
import { instant, refColumn } from './columns';
import { organization } from './accounts';
import { match } from './reference';

/** The imported play-by-play of a match as event tips (docs/design.md §6), one row per match. */
export const matchTips = pgTable('match_tips', {
  matchId: refColumn('match_id')
    .primaryKey()
    .references(() => match.id, { onDelete: 'cascade' }),
  organizationId: refColumn('organization_id')
    .notNull()
    .references(() => organization.id),
  tips: jsonb('tips').$type<EventTip[]>().notNull(),
  /** 'json' or 'csv': what the data manager imported. */
  format: text('format').notNull(),
  importedAt: instant('imported_at').notNull().defaultNow(),
  importedBy: text('imported_by').notNull(),
});
