import { getConnInfo } from '@hono/node-server/conninfo';
import type { Context } from 'hono';
import { Hono } from 'hono';
import { LoginBodySchema } from '../../domain/api';
import { signToken } from '../auth/jwt';
import { dummyPasswordHash, verifyPassword } from '../auth/passwords';
import type { AppEnv } from '../http/appEnv';
import { parseWith } from '../http/parseWith';
import { httpProblem } from '../http/problem';
import { readJsonBody } from '../http/readJsonBody';
import { findUserByLoginOrEmail } from '../users/findUser';

/** POST /api/authenticate: `{id_token}` plus the same token in the Authorization header (api-contract §1). */
export function authenticateRoutes(): Hono<AppEnv> {
  const router = new Hono<AppEnv>();
  router.post('/', async (c) => {
    const { db, jwtSecret, clock, loginRateLimit } = c.get('deps');
    const login = parseWith(LoginBodySchema, await readJsonBody(c), 'loginVM');
    const attempt = { client: clientAddress(c), username: login.username };
    const now = clock();
    if (loginRateLimit.isBlocked(attempt, now.getTime())) {
      throw httpProblem(429, 'Too many failed login attempts; try again in a few minutes');
    }
    const user = await findUserByLoginOrEmail(db, login.username);
    // Unknown users cost a hash check too, so timing does not tell which logins exist.
    const isPasswordRight = await verifyPassword(user?.passwordHash ?? (await dummyPasswordHash()), login.password);
    if (!user || !isPasswordRight || !user.activated) {
      loginRateLimit.recordFailure(attempt, now.getTime());
      throw httpProblem(401, 'Bad credentials');
    }
    loginRateLimit.reset(attempt);
    const token = await signToken(
      jwtSecret,
      { login: user.login, userId: user.id, authorities: user.authorities },
      now,
      login.rememberMe === true,
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

function clientAddress(c: Context<AppEnv>): string {
  try {
    return getConnInfo(c).remote.address ?? 'unknown';
  } catch {
    return 'local';
  }
}
