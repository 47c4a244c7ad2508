import { and, desc, eq, inArray } from 'drizzle-orm';
import type { Context } from 'hono';
import { Hono } from 'hono';
import {
  MAX_SHARE_DAYS,
  PlaylistShareBodySchema,
  type PlaylistShare,
  type PlaylistShareBody,
} from '../../domain/video';
import { requireAccess } from '../auth/guards';
import { event, playlistShare } from '../db/schema';
import type { AppEnv } from '../http/appEnv';
import { parseWith, rejectUnknownProperties } from '../http/parseWith';
import { httpProblem, validationProblem } from '../http/problem';
import { readJsonBody } from '../http/readJsonBody';
import { isShareIdShaped } from '../live/isShareIdShaped';
import { newShareId } from '../live/newShareId';

const OBJECT_NAME = 'playlistShare';
const BODY_KEYS = ['title', 'eventUuids', 'pre', 'post', 'expiresAt'];
const DAY_MS = 24 * 3600 * 1000;

type ShareRow = typeof playlistShare.$inferSelect;

/**
 * POST/GET /api/playlist-shares and DELETE /api/playlist-shares/{shareId}: a playlist handed on by link to someone
 * without an account (issue: clips for a player), watched at /clips/{shareId} (routes/sharedClips.ts). Data
 * managers (ROLE_USER or ROLE_ADMIN) of the organisation only; every event named must be the organisation's (else a
 * 400 naming it, as if it did not exist); another organisation's share is a 404. DELETE revokes the link at once.
 */
export function playlistShareRoutes(): Hono<AppEnv> {
  const router = new Hono<AppEnv>();

  router.post('/', async (c) => {
    const principal = requireAccess(c, 'manager');
    const organizationId = organizationOf(principal.organizationId);
    const body = await readJsonBody(c);
    rejectUnknownProperties(body, BODY_KEYS, OBJECT_NAME);
    const share = parseWith(PlaylistShareBodySchema, body, OBJECT_NAME);
    const { db, clock } = c.get('deps');
    const expiresAt = expiryOf(share, clock());
    await refuseUnknownEvents(c, organizationId, share.eventUuids);
    const [created] = await db
      .insert(playlistShare)
      .values({
        organizationId,
        shareId: newShareId(),
        title: share.title,
        eventUuids: share.eventUuids,
        pre: share.pre ?? null,
        post: share.post ?? null,
        clipCount: share.eventUuids.length,
        createdBy: principal.login,
        expiresAt,
      })
      .returning();
    c.header('Location', `/api/playlist-shares/${created!.shareId}`);
    return c.json(presentShare(c, created!), 201);
  });

  router.get('/', async (c) => {
    const organizationId = organizationOf(requireAccess(c, 'manager').organizationId);
    const rows = await c
      .get('deps')
      .db.select()
      .from(playlistShare)
      .where(eq(playlistShare.organizationId, organizationId))
      .orderBy(desc(playlistShare.createdAt), desc(playlistShare.id));
    return c.json(rows.map((row) => presentShare(c, row)));
  });

  router.delete('/:shareId', async (c) => {
    const organizationId = organizationOf(requireAccess(c, 'manager').organizationId);
    const shareId = c.req.param('shareId');
    if (!isShareIdShaped(shareId)) throw noShare();
    const deleted = await c
      .get('deps')
      .db.delete(playlistShare)
      .where(and(eq(playlistShare.shareId, shareId), eq(playlistShare.organizationId, organizationId)))
      .returning({ id: playlistShare.id });
    if (deleted.length === 0) throw noShare();
    return c.body(null, 204);
  });
  return router;
}

const noShare = () => httpProblem(404, 'playlistShare not found');

/** A caller in no organisation has nothing to share, nor any share. */
function organizationOf(organizationId: number | null): number {
  if (organizationId === null) throw noShare();
  return organizationId;
}

/** The expiry asked for: in the future and at most MAX_SHARE_DAYS ahead, else a 400 naming it. */
function expiryOf(share: PlaylistShareBody, now: Date): Date | null {
  if (share.expiresAt == null) return null;
  const expiresAt = new Date(share.expiresAt);
  const problem =
    expiresAt.getTime() <= now.getTime()
      ? 'must be in the future'
      : expiresAt.getTime() - now.getTime() > MAX_SHARE_DAYS * DAY_MS
        ? `must be within ${MAX_SHARE_DAYS} days`
        : null;
  if (problem) throw validationProblem([{ objectName: OBJECT_NAME, field: 'expiresAt', message: problem }]);
  return expiresAt;
}

/** A 400 naming each event that is not the organisation's: another's is answered as not there at all. */
async function refuseUnknownEvents(c: Context<AppEnv>, organizationId: number, uuids: readonly string[]) {
  const found = await c
    .get('deps')
    .db.select({ uuid: event.uuid })
    .from(event)
    .where(and(eq(event.organizationId, organizationId), inArray(event.uuid, [...uuids])));
  const known = new Set(found.map((row) => row.uuid));
  const unknown = uuids.filter((uuid) => !known.has(uuid));
  if (unknown.length === 0) return;
  throw validationProblem(
    [{ objectName: OBJECT_NAME, field: 'eventUuids', message: `unknown events: ${unknown.join(', ')}` }],
    `No such event: ${unknown.join(', ')}`,
  );
}

/** The link is absolute, from the origin the manager reached the server at. */
function presentShare(c: Context<AppEnv>, row: ShareRow): PlaylistShare {
  return {
    shareId: row.shareId,
    url: `${new URL(c.req.url).origin}/clips/${row.shareId}`,
    title: row.title,
    clipCount: row.clipCount,
    createdAt: row.createdAt.toISOString(),
    createdBy: row.createdBy,
    expiresAt: row.expiresAt?.toISOString() ?? null,
  };
}
