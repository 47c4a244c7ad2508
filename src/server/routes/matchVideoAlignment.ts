import { and, eq, inArray } from 'drizzle-orm';
import type { Context } from 'hono';
import { Hono } from 'hono';
import { VideoAlignmentSchema, type AlignmentAnchor } from '../../domain/video';
import { requireAccess } from '../auth/guards';
import { event, matchVideo, matchVideoAlignment } from '../db/schema';
import type { AppEnv } from '../http/appEnv';
import { parseIdParam } from '../http/parseIdParam';
import { parseWith, rejectUnknownProperties } from '../http/parseWith';
import { validationProblem } from '../http/problem';
import { readJsonBody } from '../http/readJsonBody';
import { findOwnedRow } from './findOwnedRow';

const OBJECT_NAME = 'matchVideoAlignment';
type VideoRow = typeof matchVideo.$inferSelect;

/**
 * GET/PUT /api/match-videos/{id}/alignment: the anchors that align a match video with the log (docs/design.md §8).
 * PUT replaces them; every anchor names an event of the video's match (and of its quarter, for a quarter's
 * video), else 400 naming it. `{ "anchors": [] }` undoes the alignment. Read: member; write: manager.
 */
export function matchVideoAlignmentRoutes(): Hono<AppEnv> {
  const router = new Hono<AppEnv>();

  router.get('/:id/alignment', async (c) => {
    const principal = requireAccess(c, 'member');
    const video = await findVideo(c, principal.organizationId);
    const { db } = c.get('deps');
    const [stored] = await db
      .select({ anchors: matchVideoAlignment.anchors })
      .from(matchVideoAlignment)
      .where(eq(matchVideoAlignment.matchVideoId, video.id))
      .limit(1);
    return c.json({ anchors: stored?.anchors ?? [] });
  });

  router.put('/:id/alignment', async (c) => {
    const principal = requireAccess(c, 'manager');
    const video = await findVideo(c, principal.organizationId);
    const body = await readJsonBody(c);
    rejectUnknownProperties(body, ['anchors'], OBJECT_NAME);
    const { anchors } = parseWith(VideoAlignmentSchema, body, OBJECT_NAME);
    await refuseForeignEvents(c, video, anchors);
    const { db, clock } = c.get('deps');
    if (anchors.length === 0) {
      await db.delete(matchVideoAlignment).where(eq(matchVideoAlignment.matchVideoId, video.id));
    } else {
      const values = { organizationId: video.organizationId, anchors, updatedAt: clock(), updatedBy: principal.login };
      await db
        .insert(matchVideoAlignment)
        .values({ matchVideoId: video.id, ...values })
        .onConflictDoUpdate({ target: matchVideoAlignment.matchVideoId, set: values });
    }
    return c.json({ anchors });
  });
  return router;
}

function findVideo(c: Context<AppEnv>, organizationId: number | null): Promise<VideoRow> {
  const id = parseIdParam(c.req.param('id') ?? '');
  return findOwnedRow(c.get('deps').db, matchVideo, id, organizationId, 'matchVideo');
}

/** A 400 naming each anchor whose event is not of the video's match, or not of the quarter the video covers. */
async function refuseForeignEvents(c: Context<AppEnv>, video: VideoRow, anchors: readonly AlignmentAnchor[]) {
  if (anchors.length === 0) return;
  const found = await c
    .get('deps')
    .db.select({ uuid: event.uuid, quarter: event.quarter })
    .from(event)
    .where(
      and(
        eq(event.organizationId, video.organizationId),
        eq(event.matchId, video.matchId),
        inArray(
          event.uuid,
          anchors.map((anchor) => anchor.eventUuid),
        ),
      ),
    );
  const quarterOf = new Map(found.map((row) => [row.uuid, row.quarter]));
  const errors = anchors.flatMap((anchor, i) => {
    const quarter = quarterOf.get(anchor.eventUuid);
    const message =
      quarter === undefined
        ? `no event ${anchor.eventUuid} in this video's match`
        : video.quarter != null && quarter !== video.quarter
          ? `event ${anchor.eventUuid} is of quarter ${quarter}, the video covers quarter ${video.quarter}`
          : null;
    return message ? [{ objectName: OBJECT_NAME, field: `anchors.${i}.eventUuid`, message }] : [];
  });
  if (errors.length > 0) throw validationProblem(errors, errors[0]!.message);
}
