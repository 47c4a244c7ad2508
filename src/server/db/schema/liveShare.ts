import type { LiveClock } from '../../../domain/live/liveClock';
import { boolean, jsonb, pgTable, text } from 'drizzle-orm/pg-core';
import { idColumn, instant, refColumn } from './columns';
import { organization } from './accounts';
import { match } from './reference';

/**
 * A match published to the public live page. `shareId` is the only key a viewer holds: random, URL-safe and
 * unguessable; deleting the row makes the link answer 404. A trigger on the match's events and possessions
 * notifies `live_match` only while a row exists here (migration 0003).
 */
export const liveShare = pgTable('live_share', {
  id: idColumn(),
  matchId: refColumn('match_id')
    .notNull()
    .unique('live_share_match_uq')
    .references(() => match.id, { onDelete: 'cascade' }),
  organizationId: refColumn('organization_id')
    .notNull()
    .references(() => organization.id),
  shareId: text('share_id').notNull().unique('live_share_share_id_uq'),
  showNames: boolean('show_names').notNull().default(true),
  createdAt: instant('created_at').notNull().defaultNow(),
  /**
   * The capture screen's game clock as its scorer last reported it (PUT /api/matches/{id}/clock): the quarter, the
   * seconds left at `at` (server time, ms), running or stopped, and its rate. Null until reported. Writing it
   * notifies the live channel like any change of the shared match (migration 0003's trigger on live_share).
   */
  clock: jsonb('clock').$type<LiveClock>(),
});
