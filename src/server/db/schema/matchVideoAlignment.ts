import { jsonb, pgTable, text } from 'drizzle-orm/pg-core';
import type { AlignmentAnchor } from '../../../domain/video';
import { instant, refColumn } from './columns';
import { organization } from './accounts';
import { matchVideo } from './reference';

/**
 * A match video's alignment with the log (docs/design.md §8): its anchors, one row per aligned video. Kept
 * beside the video rather than in it, so PUT /api/match-videos/{id} never touches it; it goes with the video.
 */
export const matchVideoAlignment = pgTable('match_video_alignment', {
  matchVideoId: refColumn('match_video_id')
    .primaryKey()
    .references(() => matchVideo.id, { onDelete: 'cascade' }),
  organizationId: refColumn('organization_id')
    .notNull()
    .references(() => organization.id),
  anchors: jsonb('anchors').$type<AlignmentAnchor[]>().notNull(),
  updatedAt: instant('updated_at').notNull().defaultNow(),
  updatedBy: text('updated_by').notNull(),
});
