import { Hono } from 'hono';
import { matchDifferences } from '../../domain/review/matchDifferences';
import { requireAccess } from '../auth/guards';
import { eq } from 'drizzle-orm';
import { findOfficialDifferences, hasOfficialLog } from '../../domain/review/officialDifferences';
import { match, matchTips } from '../db/schema';
import type { AppEnv } from '../http/appEnv';
import { parseIdParam } from '../http/parseIdParam';
import { loadLiveMatch } from '../live/loadLiveMatch';
import { findOwnedRow } from './findOwnedRow';

/**
 * GET /api/matches/{id}/review: where the two teams' logs of a match disagree (issue: match review) —
 * `{ "differences": [{ kind, team1, team2, values? }] }`, each naming both logs' event uuids where they exist
 * (src/domain/review/findDifferences.ts); none while only one team's log holds events. Any member of the match's
 * organisation; another organisation's match is a 404.
 * GET /api/matches/{id}/review/official: the captured record against the match's official play-by-play (its imported
 * tips) — `{ "hasOfficialLog", "differences": [...] }` (src/domain/review/officialDifferences.ts).
 */
export function matchReviewRoutes(): Hono<AppEnv> {
  const router = new Hono<AppEnv>();
  router.get('/:id/review', async (c) => {
    const principal = requireAccess(c, 'member');
    const id = parseIdParam(c.req.param('id'));
    const { db } = c.get('deps');
    await findOwnedRow(db, match, id, principal.organizationId, 'match');
    const loaded = await loadLiveMatch(db, id);
    return c.json({ differences: matchDifferences(loaded?.events ?? [], loaded?.match.team1.id ?? 0) });
  });
  router.get('/:id/review/official', async (c) => {
    const principal = requireAccess(c, 'member');
    const id = parseIdParam(c.req.param('id'));
    const { db } = c.get('deps');
    await findOwnedRow(db, match, id, principal.organizationId, 'match');
    const [loaded, [stored]] = await Promise.all([
      loadLiveMatch(db, id),
      db.select({ tips: matchTips.tips }).from(matchTips).where(eq(matchTips.matchId, id)).limit(1),
    ]);
    const tips = stored?.tips ?? [];
    if (!loaded || !hasOfficialLog(tips)) return c.json({ hasOfficialLog: false, differences: [] });
    // Goals and exclusions are read from events alone, as the live figures are.
    const statsMatch = { match: loaded.match, events: loaded.events, possessions: [] };
    return c.json({ hasOfficialLog: true, differences: findOfficialDifferences(statsMatch, tips) });
  });
  return router;
}
