import { setTimeout as sleep } from 'node:timers/promises';
import { eq } from 'drizzle-orm';
import { Hono } from 'hono';
import { LoginBodySchema } from '../../domain/api';
import { NEW_PASSWORD_MIN } from '../../domain/model';
import { admitLoginAttempt } from '../auth/admitLoginAttempt';
import { clientAddress } from '../auth/clientAddress';
import { tooManyAttempts } from '../auth/enforceAttemptLimit';
import { signToken } from '../auth/jwt';
import { dummyPasswordHash, verifyPassword } from '../auth/passwords';
import { readKnownDevice } from '../auth/readKnownDevice';
import { rememberDevice } from '../auth/rememberDevice';
import { settleAttempts } from '../auth/settleAttempts';
import { appUser } from '../db/schema';
import type { AppEnv } from '../http/appEnv';
import { parseWith } from '../http/parseWith';
import { httpProblem } from '../http/problem';
import { readJsonBody } from '../http/readJsonBody';
import { findUserByLoginOrEmail } from '../users/findUser';

/** POST /api/authenticate: `{id_token}` plus the same token in the Authorization header (docs/api.md §1). */
export function authenticateRoutes(): Hono<AppEnv> {
  const router = new Hono<AppEnv>();
  router.post('/', async (c) => {
    const { db, jwtSecret, clock, authLimits } = c.get('deps');
    const body = parseWith(LoginBodySchema, await readJsonBody(c), 'loginVM');
    const now = clock();
    const user = await findUserByLoginOrEmail(db, body.username);
    // An account counts under its login whether named by login or by e-mail.
    const login = user?.login ?? body.username.trim().toLowerCase();
    const deviceId = readKnownDevice(c, jwtSecret, login);
    const admission = await admitLoginAttempt(db, authLimits, { login, address: clientAddress(c), deviceId }, now);
    if (!admission.isAllowed) {
      throw tooManyAttempts('Too many failed login attempts; try again in a few minutes', admission.retryAfterSeconds);
    }
    // A noisy address slows its unknown devices down rather than locking them out (auth/admitLoginAttempt.ts).
    if (admission.delayMs > 0) await sleep(admission.delayMs);
    // Unknown users cost a hash check too, so timing does not tell which logins exist.
    const isPasswordRight = await verifyPassword(user?.passwordHash ?? (await dummyPasswordHash()), body.password);
    if (!user || !isPasswordRight || !user.activated) throw httpProblem(401, 'Bad credentials');
    await settleAttempts(db, admission.onSuccess);
    // A weak password (the demo's admin/admin, or one from before the 8-character rule) asks for a change.
    const isWeak = body.password.length < NEW_PASSWORD_MIN || body.password.trim().toLowerCase() === user.login;
    if (isWeak && !user.passwordChangeRequired) {
      await db.update(appUser).set({ passwordChangeRequired: true }).where(eq(appUser.id, user.id));
    }
    rememberDevice(c, jwtSecret, user.login, deviceId);
    const token = await signToken(
      jwtSecret,
      { login: user.login, userId: user.id, authorities: user.authorities, tokenVersion: user.tokenVersion },
      now,
      body.rememberMe === true,
    );
    c.header('Authorization', `Bearer ${token}`);
    return c.json({ id_token: token });
  });
  // JHipster 8: 204 when the token is valid, 401 otherwise.
  router.get('/', (c) => {
    if (!c.get('principal')) throw httpProblem(401, 'Full authentication is required to access this resource');
    return c.body(null, 204);
  });
  return router;
}
