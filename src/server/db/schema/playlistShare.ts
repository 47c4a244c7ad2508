import { index, integer, jsonb, pgTable, real, text } from 'drizzle-orm/pg-core';
import { idColumn, instant, refColumn } from './columns';
import { organization } from './accounts';

/**
 * A playlist shared by link (POST /api/playlist-shares): `shareId` is the only key its viewer holds (random,
 * URL-safe, unguessable); deleting the row revokes the link, and a past `expiresAt` ends it. The events are kept by
 * uuid in the order shared; `pre`/`post` are the playlist's rolls when it set them.
 */
export const playlistShare = pgTable(
  'playlist_share',
  {
    id: idColumn(),
    organizationId: refColumn('organization_id')
      .notNull()
      .references(() => organization.id),
    shareId: text('share_id').notNull().unique('playlist_share_share_id_uq'),
    title: text('title').notNull(),
    eventUuids: jsonb('event_uuids').$type<string[]>().notNull(),
    pre: real('pre'),
    post: real('post'),
    clipCount: integer('clip_count').notNull(),
    createdAt: instant('created_at').notNull().defaultNow(),
    createdBy: text('created_by').notNull(),
    expiresAt: instant('expires_at'),
  },
  (t) => [index('playlist_share_organization_idx').on(t.organizationId)],
);
