import { and, eq, sql } from 'drizzle-orm';
import type { Context } from 'hono';
import { Hono } from 'hono';
import { requireAccess } from '../auth/guards';
import { match } from '../db/schema';
import type { AppEnv } from '../http/appEnv';
import { setAlertHeaders } from '../http/alertHeaders';
import { parseIdParam } from '../http/parseIdParam';
import { httpProblem } from '../http/problem';
import { describeResource } from '../resources/describeResource';
import { presentRows } from '../resources/presentRows';
import type { ResourceConfig } from '../resources/resourceConfig';

/**
 * POST /api/matches/{id}/start and /end (docs/design.md §5): idempotent; the first start and end times stick,
 * and starting an ended match reopens it.
 */
export function matchLifecycleRoutes(matches: ResourceConfig): Hono<AppEnv> {
  const router = new Hono<AppEnv>();
  const model = describeResource(matches);
  const transition = (to: 'ONGOING' | 'ENDED') => async (c: Context<AppEnv>) => {
    const principal = requireAccess(c, 'manager');
    const id = parseIdParam(c.req.param('id') ?? '');
    const { db, clock } = c.get('deps');
    const now = clock();
    const [row] = await db
      .update(match)
      .set({
        status: to,
        startedAt: sql`coalesce(${match.startedAt}, ${now.toISOString()}::timestamptz)`,
        endedAt: to === 'ENDED' ? sql`coalesce(${match.endedAt}, ${now.toISOString()}::timestamptz)` : null,
      })
      .where(and(eq(match.id, id), model.scope(principal.organizationId)))
      .returning();
    if (!row) throw httpProblem(404, 'match not found');
    setAlertHeaders(c, 'match', 'updated', id);
    const [entity] = await presentRows(db, matches, model.fields, [row], principal.organizationId);
    return c.json(entity);
  };
  router.post('/:id/start', transition('ONGOING'));
  router.post('/:id/end', transition('ENDED'));
  return router;
}
