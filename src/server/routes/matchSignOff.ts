import { and, eq, isNull } from 'drizzle-orm';
import { Hono } from 'hono';
import { requireAccess } from '../auth/guards';
import { match, matchSignOff } from '../db/schema';
import type { AppEnv } from '../http/appEnv';
import { parseIdParam } from '../http/parseIdParam';
import { readSignOff, signerName } from '../signOff/signOffState';
import { findOwnedRow } from './findOwnedRow';

/**
 * A match's sign-off (issue: match review and sign-off):
 * - `GET /api/matches/{id}/sign-off` → `{ signedBy, signedAt }` (nulls while open), any member;
 * - `POST` signs it → 200 `{ signedBy, signedAt }` (managers: ROLE_USER or ROLE_ADMIN); signing a signed match answers
 *   the signature in force, unchanged;
 * - `DELETE` reopens it → 204 (admins only), recording who and when; reopening an open match is a 204 too.
 * While signed, every write to the match's events and possessions (and its official log) answers 409
 * `error.matchsigned`. Another organisation's match is a 404.
 */
export function matchSignOffRoutes(): Hono<AppEnv> {
  const router = new Hono<AppEnv>();
  router.get('/:id/sign-off', async (c) => {
    const principal = requireAccess(c, 'member');
    const id = parseIdParam(c.req.param('id'));
    const { db } = c.get('deps');
    await findOwnedRow(db, match, id, principal.organizationId, 'match');
    return c.json(await readSignOff(db, id));
  });

  router.post('/:id/sign-off', async (c) => {
    const principal = requireAccess(c, 'manager');
    const id = parseIdParam(c.req.param('id'));
    const { db, clock } = c.get('deps');
    await findOwnedRow(db, match, id, principal.organizationId, 'match');
    const signedBy = await signerName(db, principal.userId, principal.login);
    // The partial unique index keeps one open signature per match: a second signer's insert does nothing.
    await db
      .insert(matchSignOff)
      .values({
        organizationId: principal.organizationId!,
        matchId: id,
        signedByLogin: principal.login,
        signedBy,
        signedAt: clock(),
      })
      .onConflictDoNothing();
    return c.json(await readSignOff(db, id));
  });

  router.delete('/:id/sign-off', async (c) => {
    const principal = requireAccess(c, 'admin');
    const id = parseIdParam(c.req.param('id'));
    const { db, clock } = c.get('deps');
    await findOwnedRow(db, match, id, principal.organizationId, 'match');
    await db
      .update(matchSignOff)
      .set({ reopenedByLogin: principal.login, reopenedAt: clock() })
      .where(and(eq(matchSignOff.matchId, id), isNull(matchSignOff.reopenedAt)));
    return c.body(null, 204);
  });
  return router;
}
