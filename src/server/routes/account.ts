import { and, eq, gt, ne } from 'drizzle-orm';
import { Hono } from 'hono';
import * as v from 'valibot';
import {
  AdminUserBodySchema,
  KeyAndPasswordBodySchema,
  PasswordChangeBodySchema,
  ResetInitEmailSchema,
  SERVER_PASSWORD_MAX,
} from '../../domain/api';
import { PASSWORD_MIN, RESET_KEY_VALIDITY_HOURS } from '../../domain/model';
import { requirePrincipal } from '../auth/guards';
import { hashPassword, verifyPassword } from '../auth/passwords';
import { randomKey } from '../auth/randomKey';
import { appUser, organization, userExtra } from '../db/schema';
import type { AppEnv } from '../http/appEnv';
import { parseWith } from '../http/parseWith';
import { httpProblem, invalidPasswordProblem } from '../http/problem';
import { readBodyText, readJsonBody } from '../http/readJsonBody';
import { presentUser } from '../users/presentUser';
import { emailAlreadyUsed } from '../users/userProblems';
import { resetLink } from '../users/resetLink';

const isPasswordLengthValid = (password: string) =>
  password.length >= PASSWORD_MIN && password.length <= SERVER_PASSWORD_MAX;

/** /api/account: the caller's own account, password change and the public password reset (api-contract §2). */
export function accountRoutes(): Hono<AppEnv> {
  const router = new Hono<AppEnv>();

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
    if (!isPasswordLengthValid(body.newPassword))
      throw invalidPasswordProblem('Password length must be between 4 and 100');
    const { db, clock } = c.get('deps');
    const [user] = await db.select().from(appUser).where(eq(appUser.id, principal.userId));
    if (!user || !(await verifyPassword(user.passwordHash, body.currentPassword))) throw invalidPasswordProblem();
    await db
      .update(appUser)
      .set({
        passwordHash: await hashPassword(body.newPassword),
        lastModifiedBy: principal.login,
        lastModifiedDate: clock(),
      })
      .where(eq(appUser.id, user.id));
    return c.body(null, 200);
  });

  router.post('/reset-password/init', async (c) => {
    const email = toEmail(await readBodyText(c));
    const { db, clock, mailer, log } = c.get('deps');
    // Always 200, so nobody can probe which addresses have accounts.
    if (!email) return c.body(null, 200);
    const resetKey = randomKey();
    const [user] = await db
      .update(appUser)
      .set({ resetKey, resetDate: clock() })
      .where(and(eq(appUser.email, email), eq(appUser.activated, true)))
      .returning({ login: appUser.login, email: appUser.email });
    if (user?.email) {
      await mailer.send({
        to: user.email,
        subject: 'Poolside password reset',
        body: `Hello ${user.login},\n\nTo choose a new password, open this link within ${RESET_KEY_VALIDITY_HOURS} hours:\n${resetLink(c, resetKey)}\n\nIf you did not ask for it, ignore this mail.`,
      });
    } else {
      log.warn({ msg: 'password reset requested for an unknown or inactive e-mail', requestId: c.get('requestId') });
    }
    return c.body(null, 200);
  });

  router.post('/reset-password/finish', async (c) => {
    const body = parseWith(KeyAndPasswordBodySchema, await readJsonBody(c), 'keyAndPasswordVM');
    if (!isPasswordLengthValid(body.newPassword))
      throw invalidPasswordProblem('Password length must be between 4 and 100');
    const { db, clock } = c.get('deps');
    const now = clock();
    const validSince = new Date(now.getTime() - RESET_KEY_VALIDITY_HOURS * 3_600_000);
    const passwordHash = await hashPassword(body.newPassword);
    // One statement: the key is used up by whoever gets there first.
    const [user] = await db
      .update(appUser)
      .set({ passwordHash, resetKey: null, resetDate: null, lastModifiedBy: 'reset', lastModifiedDate: now })
      .where(and(eq(appUser.resetKey, body.key), gt(appUser.resetDate, validSince)))
      .returning({ id: appUser.id });
    if (!user) throw httpProblem(400, 'No user was found for this reset key, or the key has expired');
    return c.body(null, 200);
  });

  return router;
}

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
