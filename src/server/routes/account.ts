import { and, eq, gt, ne, sql } from 'drizzle-orm';
import { Hono } from 'hono';
import * as v from 'valibot';
import {
  AdminUserBodySchema,
  KeyAndPasswordBodySchema,
  PasswordChangeBodySchema,
  ResetInitEmailSchema,
} from '../../domain/api';
import { RESET_KEY_VALIDITY_HOURS } from '../../domain/model';
import { clientAddress } from '../auth/clientAddress';
import { enforceAttemptLimit } from '../auth/enforceAttemptLimit';
import { requirePrincipal } from '../auth/guards';
import { signToken, verifyToken } from '../auth/jwt';
import { hashPassword, verifyPassword } from '../auth/passwords';
import { settleAttempts } from '../auth/settleAttempts';
import { appUser, organization, userExtra } from '../db/schema';
import type { AppEnv } from '../http/appEnv';
import { parseWith } from '../http/parseWith';
import { httpProblem, invalidPasswordProblem } from '../http/problem';
import { readBodyText, readJsonBody } from '../http/readJsonBody';
import { assertNewPassword } from '../users/assertNewPassword';
import { findUserByResetKey } from '../users/findUser';
import { presentUser } from '../users/presentUser';
import { requestPasswordReset } from '../users/requestPasswordReset';
import { emailAlreadyUsed } from '../users/userProblems';
import { resetLink } from '../users/resetLink';

export type AccountRouteOptions = {
  /** What turns a new password into its stored hash; a test counts the calls. */
  hashPassword?: (password: string) => Promise<string>;
};

/** /api/account: the caller's own account, password change and the public password reset (docs/api.md §2). */
export function accountRoutes(options: AccountRouteOptions = {}): Hono<AppEnv> {
  const router = new Hono<AppEnv>();
  const hash = options.hashPassword ?? hashPassword;

  router.get('/', async (c) => {
    const principal = requirePrincipal(c);
    const { db } = c.get('deps');
    const [found] = await db
      .select({ user: appUser, extraId: userExtra.id, orgId: organization.id, orgName: organization.name })
      .from(appUser)
      .leftJoin(userExtra, eq(userExtra.id, appUser.id))
      .leftJoin(organization, eq(organization.id, userExtra.organizationId))
      .where(eq(appUser.id, principal.userId));
    if (!found) throw httpProblem(400, 'User could not be found');
    return c.json({
      ...presentUser(found.user),
      passwordChangeRequired: found.user.passwordChangeRequired,
      userExtra:
        found.extraId === null
          ? null
          : {
              id: found.extraId,
              organization: found.orgId === null ? null : { id: found.orgId, name: found.orgName },
              user: { id: found.user.id, login: found.user.login },
            },
    });
  });

  router.post('/', async (c) => {
    const principal = requirePrincipal(c);
    const body = parseWith(AdminUserBodySchema, await readJsonBody(c), 'adminUserDTO');
    const { db, clock } = c.get('deps');
    const email = body.email?.toLowerCase() ?? null;
    if (email) {
      const [taken] = await db
        .select({ id: appUser.id })
        .from(appUser)
        .where(and(eq(appUser.email, email), ne(appUser.id, principal.userId)));
      if (taken) throw emailAlreadyUsed();
    }
    await db
      .update(appUser)
      .set({
        firstName: body.firstName ?? null,
        lastName: body.lastName ?? null,
        email,
        langKey: body.langKey ?? null,
        imageUrl: body.imageUrl ?? null,
        lastModifiedBy: principal.login,
        lastModifiedDate: clock(),
      })
      .where(eq(appUser.id, principal.userId));
    return c.body(null, 200);
  });

  router.post('/change-password', async (c) => {
    const principal = requirePrincipal(c);
    const body = parseWith(PasswordChangeBodySchema, await readJsonBody(c), 'passwordChangeDTO');
    assertNewPassword(body.newPassword, 'passwordChangeDTO');
    const { db, clock, jwtSecret, authLimits } = c.get('deps');
    const now = clock();
    // A stolen token must not buy unlimited guesses at its owner's password: counted before the check.
    const guessKey = `change-password:${principal.userId}`;
    await enforceAttemptLimit(
      db,
      { key: guessKey, limit: authLimits.changePasswordPerUser, windowMs: authLimits.windowMs },
      now,
      'Too many wrong current passwords; try again in a few minutes',
    );
    const [user] = await db.select().from(appUser).where(eq(appUser.id, principal.userId));
    if (!user || !(await verifyPassword(user.passwordHash, body.currentPassword))) throw invalidPasswordProblem();
    await settleAttempts(db, { forget: [guessKey], refund: [] });
    // Every token issued before stops working; the caller gets a new one so this device stays signed in.
    const [changed] = await db
      .update(appUser)
      .set({
        passwordHash: await hash(body.newPassword),
        tokenVersion: sql`${appUser.tokenVersion} + 1`,
        passwordChangeRequired: false,
        lastModifiedBy: principal.login,
        lastModifiedDate: now,
      })
      .where(eq(appUser.id, user.id))
      .returning({ tokenVersion: appUser.tokenVersion });
    c.get('deps').principals.clear();
    const previous = await verifyToken(jwtSecret, c.req.header('Authorization')?.slice(7).trim() ?? '', now);
    const token = await signToken(
      jwtSecret,
      { login: user.login, userId: user.id, authorities: user.authorities, tokenVersion: changed!.tokenVersion },
      now,
      previous?.isRememberMe === true,
    );
    c.header('Authorization', `Bearer ${token}`);
    return c.json({ id_token: token });
  });

  router.post('/reset-password/init', async (c) => {
    const email = toEmail(await readBodyText(c));
    const deps = c.get('deps');
    const { db, clock, authLimits, background } = deps;
    // Per client address, before anything depends on the address asked for: the same for all of them.
    await enforceAttemptLimit(
      db,
      {
        key: `reset-address:${clientAddress(c)}`,
        limit: authLimits.resetPerAddress,
        windowMs: authLimits.resetWindowMs,
      },
      clock(),
      'Too many password reset requests; try again later',
    );
    // Always 200 at once: the lookup, the key and the mail happen after answering, so neither the answer
    // nor its timing tells which addresses have accounts.
    if (email) {
      const requestId = c.get('requestId');
      background.run('password reset mail', () =>
        requestPasswordReset(deps, email, (key) => resetLink(c, key), requestId),
      );
    }
    return c.body(null, 200);
  });

  router.post('/reset-password/finish', async (c) => {
    const body = parseWith(KeyAndPasswordBodySchema, await readJsonBody(c), 'keyAndPasswordVM');
    assertNewPassword(body.newPassword, 'keyAndPasswordVM');
    const { db, clock, authLimits } = c.get('deps');
    const now = clock();
    await enforceAttemptLimit(
      db,
      {
        key: `reset-finish-address:${clientAddress(c)}`,
        limit: authLimits.resetFinishPerAddress,
        windowMs: authLimits.resetWindowMs,
      },
      now,
      'Too many password reset attempts; try again later',
    );
    const validSince = new Date(now.getTime() - RESET_KEY_VALIDITY_HOURS * 3_600_000);
    // The key first: hashing costs the server far more than the lookup, so only a valid key earns it.
    const owner = await findUserByResetKey(db, body.key, validSince);
    if (!owner) throw unknownResetKey();
    const passwordHash = await hash(body.newPassword);
    // One statement still uses the key up: whoever gets there first, between the lookup and here, wins.
    const [user] = await db
      .update(appUser)
      .set({
        passwordHash,
        resetKey: null,
        resetDate: null,
        // Tokens from before the reset (perhaps a thief's) stop working.
        tokenVersion: sql`${appUser.tokenVersion} + 1`,
        passwordChangeRequired: false,
        lastModifiedBy: 'reset',
        lastModifiedDate: now,
      })
      .where(and(eq(appUser.id, owner.id), eq(appUser.resetKey, body.key), gt(appUser.resetDate, validSince)))
      .returning({ id: appUser.id });
    if (!user) throw unknownResetKey();
    c.get('deps').principals.clear();
    return c.body(null, 200);
  });

  return router;
}

const unknownResetKey = () => httpProblem(400, 'No user was found for this reset key, or the key has expired');

/** The reset-init body is the bare address (text/plain); tolerate a JSON string and surrounding space. */
function toEmail(text: string): string | null {
  let candidate = text.trim();
  if (candidate.startsWith('"')) {
    try {
      const parsed: unknown = JSON.parse(candidate);
      candidate = typeof parsed === 'string' ? parsed.trim() : '';
    } catch {
      candidate = candidate.replace(/^"+|"+$/g, '').trim();
    }
  }
  const result = v.safeParse(ResetInitEmailSchema, candidate);
  return result.success ? result.output.toLowerCase() : null;
}
