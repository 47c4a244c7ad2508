import { eq } from 'drizzle-orm';
import { Hono } from 'hono';
import { afterAll, beforeAll, beforeEach, describe, expect, test } from 'vitest';
import { authenticateRequest } from '../../../src/server/auth/authenticateRequest';
import { AUTH_LIMITS } from '../../../src/server/auth/authLimits';
import { hashPassword } from '../../../src/server/auth/passwords';
import { appUser } from '../../../src/server/db/schema';
import type { AppEnv } from '../../../src/server/http/appEnv';
import { handleError } from '../../../src/server/http/handleError';
import { isJsonDeeperThan } from '../../../src/server/http/isJsonDeeperThan';
import { requestContext } from '../../../src/server/http/requestContext';
import { accountRoutes } from '../../../src/server/routes/account';
import { json, startTestServer, type TestServer, type TestUser } from './support/testServer';

/** What the server does for a caller it does not know yet (or whose password it has not checked) is bounded. */
let server: TestServer;
let ann: TestUser;
/** Every password the account routes hashed, in order. */
let hashed: string[];
let app: Hono<AppEnv>;
const VALID_KEY = 'ValidResetKey0123456';

beforeAll(async () => {
  server = await startTestServer();
  app = new Hono<AppEnv>();
  app.use('*', requestContext(server.deps));
  app.use('/api/*', authenticateRequest());
  const countingHash = (password: string) => {
    hashed.push(password);
    return hashPassword(password);
  };
  app.route('/api/account', accountRoutes({ hashPassword: countingHash }));
  app.onError(handleError);
});
beforeEach(async () => {
  await server.truncateAll();
  server.setNow(new Date('2025-03-01T10:00:00Z'));
  Object.assign(server.deps.authLimits, AUTH_LIMITS);
  hashed = [];
  ann = await server.createUser('ann', ['ROLE_USER'], null, 'ann-password');
  await server.db
    .update(appUser)
    .set({ resetKey: VALID_KEY, resetDate: new Date('2025-03-01T09:00:00Z') })
    .where(eq(appUser.id, ann.id));
});
afterAll(() => server.close());

const post = (path: string, body: unknown, init: { token?: string; address?: string } = {}) =>
  app.request(
    `http://localhost/api/account${path}`,
    {
      method: 'POST',
      headers: {
        'Content-Type': 'application/json',
        ...(init.token ? { Authorization: `Bearer ${init.token}` } : {}),
      },
      body: JSON.stringify(body),
    },
    { incoming: { socket: { remoteAddress: init.address ?? '10.0.0.1' } } },
  );
const finish = (key: string, address?: string) =>
  post('/reset-password/finish', { key, newPassword: 'fresh-password' }, { address });
const changePassword = (currentPassword: string) =>
  post('/change-password', { currentPassword, newPassword: 'fresh-password' }, { token: ann.token });

describe('reset-password/finish', () => {
  test('a wrong key is refused without hashing the new password; a valid one hashes it once', async () => {
    expect((await finish('WrongResetKey0123456')).status).toBe(400);
    expect(hashed).toEqual([]);
    expect((await finish(VALID_KEY)).status).toBe(200);
    expect(hashed).toEqual(['fresh-password']);
  });

  test('20 attempts an hour per address; the 21st answers 429 with Retry-After, even with the valid key', async () => {
    for (let i = 0; i < 20; i++) expect((await finish(`WrongResetKey${String(i).padStart(7, '0')}`)).status).toBe(400);
    const refused = await finish(VALID_KEY);
    expect(refused.status).toBe(429);
    expect(await json(refused)).toMatchObject({ status: 429, message: 'error.http.429' });
    expect(refused.headers.get('Retry-After')).toBe('3600');
    expect(hashed).toEqual([]);
    expect((await finish(VALID_KEY, '10.0.0.2')).status).toBe(200);
  });
});

describe('change-password', () => {
  test('10 wrong current passwords in 15 minutes; the 11th answers 429 with Retry-After, even when right', async () => {
    for (let i = 0; i < 10; i++) expect((await changePassword(`wrong-${i}`)).status).toBe(400);
    const refused = await changePassword('ann-password');
    expect(refused.status).toBe(429);
    expect(await json(refused)).toMatchObject({ status: 429, message: 'error.http.429' });
    expect(refused.headers.get('Retry-After')).toBe('900');
    expect(hashed).toEqual([]);
    server.advance(15 * 60_000 + 1);
    expect((await changePassword('ann-password')).status).toBe(200);
  });

  test('a right current password starts the count afresh', async () => {
    const change = (currentPassword: string, newPassword: string) =>
      post('/change-password', { currentPassword, newPassword }, { token: ann.token });
    for (let i = 0; i < 9; i++) await change(`wrong-${i}`, 'fresh-password');
    const changed = await change('ann-password', 'fresh-password');
    expect(changed.status).toBe(200);
    ann.token = (await json<{ id_token: string }>(changed)).id_token;
    const statuses = [];
    for (let i = 0; i < 11; i++) statuses.push((await change(`wrong-${i}`, 'other-password')).status);
    expect(statuses).toEqual([...Array<number>(10).fill(400), 429]);
  });
});

describe('JSON nesting', () => {
  const nested = (depth: number) => '['.repeat(depth) + ']'.repeat(depth);

  test.each([
    ['64 levels are allowed', nested(64), false],
    ['65 are too deep', nested(65), true],
    ['objects count as arrays do', '{"a":'.repeat(65) + '1' + '}'.repeat(65), true],
    ['brackets inside strings do not count', JSON.stringify({ text: '[{'.repeat(1000) }), false],
    ['an escaped quote does not end a string', JSON.stringify({ text: '\\"' + '['.repeat(100) }), false],
    ['siblings do not add up', JSON.stringify(Array.from({ length: 1000 }, () => [[1]])), false],
  ])('%s', (_label, text, isTooDeep) => {
    expect(isJsonDeeperThan(text, 64)).toBe(isTooDeep);
  });

  test('a 100,000-deep body to /api/authenticate is a 400 problem naming the limit', async () => {
    const response = await server.request('POST', '/api/authenticate', {
      raw: `{"username":${nested(100_000)},"password":"x"}`,
      headers: { 'Content-Type': 'application/json' },
    });
    expect(response.status).toBe(400);
    expect(response.headers.get('Content-Type')).toBe('application/problem+json');
    expect(await json(response)).toMatchObject({
      status: 400,
      detail: 'JSON request body is nested too deeply: at most 64 levels',
      path: '/api/authenticate',
    });
  });
});
