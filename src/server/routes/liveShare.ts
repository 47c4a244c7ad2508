import { eq } from 'drizzle-orm';
import type { Context } from 'hono';
import { Hono } from 'hono';
import * as v from 'valibot';
import { requireAccess } from '../auth/guards';
import { liveShare, match } from '../db/schema';
import type { AppEnv } from '../http/appEnv';
import { parseIdParam } from '../http/parseIdParam';
import { parseWith, rejectUnknownProperties } from '../http/parseWith';
import { httpProblem } from '../http/problem';
import { readBodyText, readJsonBody } from '../http/readJsonBody';
import { newShareId } from '../live/newShareId';
import { findOwnedRow } from './findOwnedRow';

export const LiveShareBodySchema = v.object({ showNames: v.optional(v.boolean()) });

type Share = typeof liveShare.$inferSelect;

/**
 * POST/GET/DELETE /api/matches/{id}/live-share: publishing a match on the public live page (issue 14).
 * Data managers (ROLE_USER or ROLE_ADMIN) of the match's organisation only; another organisation's match is a
 * 404. POST answers the existing share or creates one (`showNames` false shows caps only, from its answer
 * on); DELETE turns it off, closing its streams, and the old link answers 404 from then on.
 */
export function liveShareRoutes(): Hono<AppEnv> {
  const router = new Hono<AppEnv>();

  router.get('/:id/live-share', async (c) => {
    const matchId = await ownedMatchId(c);
    const [share] = await c.get('deps').db.select().from(liveShare).where(eq(liveShare.matchId, matchId));
    if (!share) throw httpProblem(404, 'The match is not shared live');
    return answer(c, share);
  });

  router.post('/:id/live-share', async (c) => {
    const matchId = await ownedMatchId(c);
    // The body is optional: an empty POST turns sharing on (names shown) or answers the share there is.
    const body = (await readBodyText(c)).trim() === '' ? {} : await readJsonBody(c);
    rejectUnknownProperties(body, ['showNames'], 'liveShare');
    const { showNames } = parseWith(LiveShareBodySchema, body, 'liveShare');
    const { db, live } = c.get('deps');
    const principal = c.get('principal')!;
    const created = {
      matchId,
      organizationId: principal.organizationId!,
      shareId: newShareId(),
      showNames: showNames ?? true,
    };
    // One share per match, also when two managers turn it on at once: the second gets the first's link.
    const insert = db.insert(liveShare).values(created);
    await (showNames === undefined
      ? insert.onConflictDoNothing({ target: liveShare.matchId })
      : insert.onConflictDoUpdate({ target: liveShare.matchId, set: { showNames } }));
    // Before the manager hears of it, so no snapshot with names goes out after a switch to caps only.
    if (showNames !== undefined) live.shareChanged(matchId);
    const [share] = await db.select().from(liveShare).where(eq(liveShare.matchId, matchId));
    return answer(c, share!);
  });

  router.delete('/:id/live-share', async (c) => {
    const matchId = await ownedMatchId(c);
    const { db, live } = c.get('deps');
    await db.delete(liveShare).where(eq(liveShare.matchId, matchId));
    live.revoked(matchId);
    return c.body(null, 204);
  });
  return router;
}

async function ownedMatchId(c: Context<AppEnv>): Promise<number> {
  const principal = requireAccess(c, 'manager');
  const id = parseIdParam(c.req.param('id') ?? '');
  await findOwnedRow(c.get('deps').db, match, id, principal.organizationId, 'match');
  return id;
}

/** The link is absolute, from the origin the manager reached the server at. */
function answer(c: Context<AppEnv>, share: Share) {
  const url = `${new URL(c.req.url).origin}/live/${share.shareId}`;
  return c.json({ shareId: share.shareId, url, showNames: share.showNames });
}
