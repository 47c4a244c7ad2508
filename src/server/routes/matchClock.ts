import { eq } from 'drizzle-orm';
import { Hono } from 'hono';
import * as v from 'valibot';
import { LAST_QUARTER } from '../../domain/model';
import { requireAccess } from '../auth/guards';
import { liveShare, match } from '../db/schema';
import type { AppEnv } from '../http/appEnv';
import { parseIdParam } from '../http/parseIdParam';
import { parseWith, rejectUnknownProperties } from '../http/parseWith';
import { readJsonBody } from '../http/readJsonBody';
import { findOwnedRow } from './findOwnedRow';

/** The longest quarter a league may set (docs/design.md §6), and then some: a clock never shows more. */
const MAX_SECONDS_LEFT = 3600;

export const ClockBodySchema = v.object({
  quarter: v.pipe(v.number(), v.integer(), v.minValue(1), v.maxValue(LAST_QUARTER)),
  secondsLeft: v.pipe(v.number(), v.minValue(0), v.maxValue(MAX_SECONDS_LEFT)),
  running: v.boolean(),
  /** Game seconds per real second while running: 1 for a scoreboard's clock, less for a scorer's estimate. */
  rate: v.optional(v.pipe(v.number(), v.minValue(0.1), v.maxValue(1)), 1),
});

/**
 * PUT /api/matches/{id}/clock: the capture screen's game clock, reported by its scorer as it starts, stops or is
 * set — `{ "quarter", "secondsLeft", "running", "rate"? }`, seconds left as of the request. Kept with the match's
 * live share (none: nothing to keep, still 204), stamped with the server's time, so the live page, embed and overlay
 * run the clock between reports. Any member of the match's organisation (scorers record); another's match is a 404.
 */
export function matchClockRoutes(): Hono<AppEnv> {
  const router = new Hono<AppEnv>();
  router.put('/:id/clock', async (c) => {
    const principal = requireAccess(c, 'member');
    const id = parseIdParam(c.req.param('id'));
    const { db, clock } = c.get('deps');
    await findOwnedRow(db, match, id, principal.organizationId, 'match');
    const body = await readJsonBody(c);
    rejectUnknownProperties(body, Object.keys(ClockBodySchema.entries), 'clock');
    const reported = parseWith(ClockBodySchema, body, 'clock');
    await db
      .update(liveShare)
      .set({ clock: { ...reported, at: clock().getTime() } })
      .where(eq(liveShare.matchId, id));
    return c.body(null, 204);
  });
  return router;
}
