import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, test } from 'vitest';
import { admitLoginAttempt } from '../../../src/server/auth/admitLoginAttempt';
import { AUTH_LIMITS, type AuthLimits } from '../../../src/server/auth/authLimits';
import { countAttempts } from '../../../src/server/auth/countAttempts';
import { settleAttempts } from '../../../src/server/auth/settleAttempts';
import { authThrottle } from '../../../src/server/db/schema';
import { json, startTestServer, type TestServer } from './support/testServer';

let server: TestServer;
const NOW = new Date('2025-03-01T10:00:00Z');

beforeAll(async () => {
  server = await startTestServer();
});
beforeEach(async () => {
  await server.truncateAll();
  server.setNow(NOW);
  Object.assign(server.deps.authLimits, AUTH_LIMITS);
});
afterAll(() => server.close());

describe('the limits', () => {
  test('defaults: 10 attempts per login, 200 per address, 10 per known device in 15 minutes; reset mails 5 per account and 20 per address an hour', () => {
    expect(AUTH_LIMITS).toEqual({
      windowMs: 900_000,
      perLogin: 10,
      perAddress: 200,
      perDevice: 10,
      resetWindowMs: 3_600_000,
      resetPerAccount: 5,
      resetPerAddress: 20,
    });
  });
});

describe('admitting login attempts (counted in the database before the password)', () => {
  const limits: AuthLimits = { ...AUTH_LIMITS, windowMs: 1_000, perLogin: 3, perAddress: 5, perDevice: 2 };
  type Attempt = { login: string; address: string; deviceId?: string; at?: number };
  const a = (login: string, address: string, deviceId?: string): Attempt => ({ login, address, deviceId });
  const times = (n: number, attempt: Attempt) => Array.from({ length: n }, () => attempt);

  /** Makes the attempts in order, then answers whether `probe` is let through. */
  const admitsAfter = async (attempts: Attempt[], probe: Attempt) => {
    for (const attempt of [...attempts, probe]) {
      const admission = await admitLoginAttempt(
        server.db,
        limits,
        { login: attempt.login, address: attempt.address, deviceId: attempt.deviceId ?? null },
        new Date(NOW.getTime() + (attempt.at ?? 0)),
      );
      if (attempt === probe) return admission.isAllowed;
    }
    throw new Error('unreachable');
  };

  test.each([
    ['the third attempt at a login is still checked', times(2, a('ann', 'ip1')), a('ann', 'ip1'), true],
    ['the fourth attempt at a login is refused', times(3, a('ann', 'ip1')), a('ann', 'ip1'), false],
    ['a login is limited from every address alike', times(3, a('ann', 'ip1')), a('ann', 'ip2'), false],
    [
      'another login from the same address is open below the address limit',
      times(3, a('ann', 'ip1')),
      a('bob', 'ip1'),
      true,
    ],
    [
      'attempts over many logins from one address add up to the address limit',
      [...times(2, a('ann', 'ip1')), ...times(2, a('bob', 'ip1')), a('cy', 'ip1')],
      a('dee', 'ip1'),
      false,
    ],
    [
      'attempts from other addresses do not add to an address',
      [...times(2, a('ann', 'ip1')), ...times(2, a('bob', 'ip2')), a('cy', 'ip3')],
      a('dee', 'ip1'),
      true,
    ],
    ['a known device is not held by its blocked login', times(3, a('ann', 'ip1')), a('ann', 'ip1', 'device-1'), true],
    [
      'a known device is not held by its blocked address',
      [...times(3, a('ann', 'ip1')), ...times(2, a('bob', 'ip1'))],
      a('ann', 'ip1', 'device-1'),
      true,
    ],
    [
      'a known device has a small limit of its own',
      times(2, a('ann', 'ip1', 'device-1')),
      a('ann', 'ip1', 'device-1'),
      false,
    ],
    ['another device is not held by it', times(2, a('ann', 'ip1', 'device-1')), a('ann', 'ip1', 'device-2'), true],
    ['a new window starts afresh', times(3, a('ann', 'ip1')), { ...a('ann', 'ip1'), at: 1_000 }, true],
    ['a window lasts its full length', times(3, a('ann', 'ip1')), { ...a('ann', 'ip1'), at: 999 }, false],
  ])('%s', async (_label, attempts, probe, isAllowed) => {
    expect(await admitsAfter(attempts, probe)).toBe(isAllowed);
  });

  test("a successful login forgets its login's count and gives its address the attempt back", async () => {
    const attempt = { login: 'ann', address: 'ip1', deviceId: null };
    for (let i = 0; i < 2; i++) await admitLoginAttempt(server.db, limits, attempt, NOW);
    const success = await admitLoginAttempt(server.db, limits, attempt, NOW);
    await settleAttempts(server.db, success.onSuccess);
    const rows = await server.db.select().from(authThrottle);
    expect(Object.fromEntries(rows.map((row) => [row.key, row.hits]))).toEqual({ 'address:ip1': 2 });
  });

  test('counts of one statement are atomic: 50 at once on one key count 1..50', async () => {
    const counts = await Promise.all(
      Array.from({ length: 50 }, () => countAttempts(server.db, ['login:ann'], 60_000, NOW)),
    );
    expect(counts.map((c) => c.get('login:ann')!.hits).sort((x, y) => x - y)).toEqual(
      Array.from({ length: 50 }, (_, i) => i + 1),
    );
  });
});

describe('POST /api/authenticate under the limits', () => {
  const login = (username: string, password: string, headers: Record<string, string> = {}) =>
    server.request('POST', '/api/authenticate', { body: { username, password }, headers });
  const deviceCookieOf = (response: Response) => response.headers.get('Set-Cookie')!.split(';')[0]!;

  test('500 parallel wrong guesses count as 500: only the first 10 are checked, the rest answer 429', async () => {
    await server.createUser('ann', ['ROLE_USER'], null, 'right-password');
    const answers = await Promise.all(Array.from({ length: 500 }, (_, i) => login('ann', `guess-${i}`)));
    const statuses = answers.map((r) => r.status);
    expect(statuses.filter((s) => s === 401)).toHaveLength(10);
    expect(statuses.filter((s) => s === 429)).toHaveLength(490);
    const [row] = await server.db.select().from(authThrottle).where(eq(authThrottle.key, 'login:ann'));
    expect(row!.hits).toBe(500);
  }, 120_000);

  test('a correct password from a known device still signs in while the login is blocked elsewhere', async () => {
    await server.createUser('ann', ['ROLE_USER'], null, 'right-password');
    const first = await login('ann', 'right-password');
    expect(first.status).toBe(200);
    const cookie = deviceCookieOf(first);
    expect(first.headers.get('Set-Cookie')).toMatch(/HttpOnly/i);
    expect(first.headers.get('Set-Cookie')).toMatch(/SameSite=Strict/i);
    expect(first.headers.get('Set-Cookie')).toMatch(/Path=\/api\/authenticate/i);
    for (let i = 0; i < 10; i++) await login('ann', `guess-${i}`);
    expect((await login('ann', 'right-password')).status).toBe(429);
    expect((await login('ann', 'right-password', { Cookie: cookie })).status).toBe(200);
  });

  test('a forged device cookie, or one for another login, is no known device', async () => {
    await server.createUser('ann', ['ROLE_USER'], null, 'right-password');
    await server.createUser('bob', ['ROLE_USER'], null, 'bob-password');
    const bobCookie = deviceCookieOf(await login('bob', 'bob-password'));
    const annCookie = deviceCookieOf(await login('ann', 'right-password'));
    for (let i = 0; i < 10; i++) await login('ann', `guess-${i}`);
    const forged = annCookie.replace(/\.[^.]+$/, '.AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA');
    const renamed = `${annCookie.split('=')[0]}=${bobCookie.split('=')[1]}`;
    for (const cookie of [forged, renamed]) {
      expect((await login('ann', 'right-password', { Cookie: cookie })).status).toBe(429);
    }
  });

  test("one login's failures do not stop another login from the same address", async () => {
    await server.createUser('ann', ['ROLE_USER'], null, 'right-password');
    await server.createUser('bob', ['ROLE_USER'], null, 'bob-password');
    for (let i = 0; i < 12; i++) await login('ann', `guess-${i}`);
    expect((await login('ann', 'right-password')).status).toBe(429);
    expect((await login('bob', 'bob-password')).status).toBe(200);
  });

  test('over the address limit every login from that address waits, except from a known device', async () => {
    Object.assign(server.deps.authLimits, { perAddress: 6 });
    await server.createUser('ann', ['ROLE_USER'], null, 'right-password');
    const cookie = deviceCookieOf(await login('ann', 'right-password'));
    for (const name of ['x1', 'x2', 'x3', 'x4', 'x5', 'x6']) expect((await login(name, 'guess')).status).toBe(401);
    const blocked = await login('ann', 'right-password');
    expect(blocked.status).toBe(429);
    expect(await json(blocked)).toMatchObject({ status: 429, message: 'error.http.429' });
    expect((await login('ann', 'right-password', { Cookie: cookie })).status).toBe(200);
  });

  test('addresses are told apart by the socket', async () => {
    Object.assign(server.deps.authLimits, { perAddress: 2 });
    const from = (address: string) =>
      server.app.request(
        'http://localhost/api/authenticate',
        {
          method: 'POST',
          headers: { 'Content-Type': 'application/json' },
          body: '{"username":"nobody","password":"guess"}',
        },
        { incoming: { socket: { remoteAddress: address } } },
      );
    // Each address has its own count; the login's own limit (10) is not reached.
    expect([(await from('10.0.0.1')).status, (await from('10.0.0.1')).status, (await from('10.0.0.1')).status]).toEqual(
      [401, 401, 429],
    );
    expect((await from('10.0.0.2')).status).toBe(401);
  });

  test('the login and its e-mail share one count', async () => {
    await server.createUser('ann', ['ROLE_USER'], null, 'right-password');
    for (let i = 0; i < 5; i++) await login('ann', `guess-${i}`);
    for (let i = 0; i < 5; i++) await login('ANN@example.com', `guess-${i}`);
    expect((await login('ann', 'right-password')).status).toBe(429);
  });
});
