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
  test('defaults: 5 attempts per login from one address and 10 from all, 10 per known device and per password change in 15 minutes, a slow-down after 200 from one address; reset mails 5 per account and 20 per address an hour, reset finishes 20 per address', () => {
    expect(AUTH_LIMITS).toEqual({
      windowMs: 900_000,
      perLogin: 10,
      perLoginAtAddress: 5,
      perDevice: 10,
      slowDownAfter: 200,
      slowDownStepMs: 100,
      slowDownMaxMs: 3_000,
      changePasswordPerUser: 10,
      resetWindowMs: 3_600_000,
      resetPerAccount: 5,
      resetPerAddress: 20,
      resetFinishPerAddress: 20,
    });
  });
});

describe('admitting login attempts (counted in the database before the password)', () => {
  const limits: AuthLimits = {
    ...AUTH_LIMITS,
    windowMs: 1_000,
    perLogin: 4,
    perLoginAtAddress: 2,
    perDevice: 2,
    slowDownAfter: 5,
    slowDownStepMs: 100,
    slowDownMaxMs: 250,
  };
  type Attempt = { login: string; address: string; deviceId?: string; at?: number };
  const a = (login: string, address: string, deviceId?: string): Attempt => ({ login, address, deviceId });
  const times = (n: number, attempt: Attempt) => Array.from({ length: n }, () => attempt);
  const admit = (attempt: Attempt) =>
    admitLoginAttempt(
      server.db,
      limits,
      { login: attempt.login, address: attempt.address, deviceId: attempt.deviceId ?? null },
      new Date(NOW.getTime() + (attempt.at ?? 0)),
    );

  /** Makes the attempts in order, then answers how `probe` is admitted. */
  const admissionAfter = async (attempts: Attempt[], probe: Attempt) => {
    for (const attempt of attempts) await admit(attempt);
    return admit(probe);
  };

  test.each([
    [
      'the second attempt at a login from an address is still checked',
      times(1, a('ann', 'ip1')),
      a('ann', 'ip1'),
      true,
    ],
    ['the third attempt at a login from one address is refused', times(2, a('ann', 'ip1')), a('ann', 'ip1'), false],
    [
      'a login refused at one address stays open at another, however long that address goes on',
      times(9, a('ann', 'ip1')),
      a('ann', 'ip2'),
      true,
    ],
    [
      'a login is limited over all addresses together',
      [...times(2, a('ann', 'ip1')), ...times(2, a('ann', 'ip2'))],
      a('ann', 'ip3'),
      false,
    ],
    ['another login from the same address is open', times(9, a('ann', 'ip1')), a('bob', 'ip1'), true],
    [
      'attempts over many logins from one address never refuse a new login there',
      ['ann', 'bob', 'cy', 'dee', 'eve'].flatMap((login) => times(2, a(login, 'ip1'))),
      a('fay', 'ip1'),
      true,
    ],
    [
      'a known device is not held by its blocked login',
      [...times(2, a('ann', 'ip1')), ...times(2, a('ann', 'ip2')), a('ann', 'ip3')],
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
    ['a new window starts afresh', times(2, a('ann', 'ip1')), { ...a('ann', 'ip1'), at: 1_000 }, true],
    ['a window lasts its full length', times(2, a('ann', 'ip1')), { ...a('ann', 'ip1'), at: 999 }, false],
  ])('%s', async (_label, attempts, probe, isAllowed) => {
    expect((await admissionAfter(attempts, probe)).isAllowed).toBe(isAllowed);
  });

  test('unknown devices at a noisy address wait a step longer with each attempt past its allowance, up to the cap', async () => {
    const delays = [];
    for (let i = 0; i < 9; i++) delays.push((await admit(a(`login-${i}`, 'ip1'))).delayMs);
    expect(delays).toEqual([0, 0, 0, 0, 0, 100, 200, 250, 250]);
  });

  test('at a noisy address a known device does not wait, nor does anyone at another address', async () => {
    const noise = Array.from({ length: 9 }, (_, i) => a(`login-${i}`, 'ip1'));
    expect((await admissionAfter(noise, a('ann', 'ip1', 'device-1'))).delayMs).toBe(0);
    expect((await admit(a('ann', 'ip2'))).delayMs).toBe(0);
  });

  test("a successful login forgets its login's counts and gives its address the attempt back", async () => {
    const attempt = { login: 'ann', address: 'ip1', deviceId: null };
    await admitLoginAttempt(server.db, limits, attempt, NOW);
    const success = await admitLoginAttempt(server.db, limits, attempt, NOW);
    await settleAttempts(server.db, success.onSuccess);
    const rows = await server.db.select().from(authThrottle);
    expect(Object.fromEntries(rows.map((row) => [row.key, row.hits]))).toEqual({ 'address:ip1': 1 });
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
  /** A login from an unknown device at a socket address. */
  const loginFrom = (address: string, username: string, password: string) =>
    server.app.request(
      'http://localhost/api/authenticate',
      {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify({ username, password }),
      },
      { incoming: { socket: { remoteAddress: address } } },
    );
  const deviceCookieOf = (response: Response) => response.headers.get('Set-Cookie')!.split(';')[0]!;
  // The slow-down's steps are the admission tests' business; here a noisy address must not make tests wait.
  const briefSlowDown = { slowDownStepMs: 1, slowDownMaxMs: 5 };

  test('500 parallel wrong guesses from one address count as 500: only the first 5 are checked, the rest answer 429', async () => {
    await server.createUser('ann', ['ROLE_USER'], null, 'right-password');
    const answers = await Promise.all(Array.from({ length: 500 }, (_, i) => login('ann', `guess-${i}`)));
    const statuses = answers.map((r) => r.status);
    expect(statuses.filter((s) => s === 401)).toHaveLength(5);
    expect(statuses.filter((s) => s === 429)).toHaveLength(495);
    const rows = await server.db.select().from(authThrottle);
    expect(Object.fromEntries(rows.map((row) => [row.key, row.hits]))).toEqual({
      'login-at:local ann': 500,
      'address:local': 500,
      // Only what the address let through counts on the login everywhere.
      'login:ann': 5,
    });
  }, 120_000);

  test('250 wrong guesses at one login from an address stop neither a new device there signing in as another login, nor that login elsewhere', async () => {
    Object.assign(server.deps.authLimits, briefSlowDown);
    await server.createUser('ann', ['ROLE_USER'], null, 'right-password');
    await server.createUser('bob', ['ROLE_USER'], null, 'bob-password');
    const statuses = [];
    for (let i = 0; i < 250; i++) statuses.push((await loginFrom('10.0.0.1', 'ann', `guess-${i}`)).status);
    expect(statuses.filter((s) => s === 401)).toHaveLength(5);
    expect((await loginFrom('10.0.0.1', 'ann', 'right-password')).status).toBe(429);
    expect((await loginFrom('10.0.0.1', 'bob', 'bob-password')).status).toBe(200);
    expect((await loginFrom('10.0.0.2', 'ann', 'right-password')).status).toBe(200);
  }, 120_000);

  test('210 wrong guesses over many logins from one address only slow its new devices down: none is refused for them', async () => {
    Object.assign(server.deps.authLimits, briefSlowDown);
    await server.createUser('ann', ['ROLE_USER'], null, 'right-password');
    const statuses = [];
    for (let i = 0; i < 210; i++) statuses.push((await loginFrom('10.0.0.1', `x${i % 42}`, 'guess')).status);
    expect(statuses.filter((s) => s !== 401)).toEqual([]);
    expect((await loginFrom('10.0.0.1', 'ann', 'right-password')).status).toBe(200);
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

  test('a login guessed from several addresses is blocked everywhere for unknown devices, with Retry-After', async () => {
    await server.createUser('ann', ['ROLE_USER'], null, 'right-password');
    for (const address of ['10.0.0.1', '10.0.0.2']) {
      for (let i = 0; i < 5; i++) expect((await loginFrom(address, 'ann', `guess-${i}`)).status).toBe(401);
    }
    const blocked = await loginFrom('10.0.0.3', 'ann', 'right-password');
    expect(blocked.status).toBe(429);
    expect(await json(blocked)).toMatchObject({ status: 429, message: 'error.http.429' });
    expect(blocked.headers.get('Retry-After')).toBe('900');
  });

  test('addresses are told apart by the socket', async () => {
    Object.assign(server.deps.authLimits, { perLoginAtAddress: 2 });
    const statuses = [];
    for (let i = 0; i < 3; i++) statuses.push((await loginFrom('10.0.0.1', 'nobody', 'guess')).status);
    // Each address has its own count on the login; the login's own limit (10) is not reached.
    expect(statuses).toEqual([401, 401, 429]);
    expect((await loginFrom('10.0.0.2', 'nobody', 'guess')).status).toBe(401);
  });

  test('the login and its e-mail share one count', async () => {
    await server.createUser('ann', ['ROLE_USER'], null, 'right-password');
    for (let i = 0; i < 3; i++) await login('ann', `guess-${i}`);
    for (let i = 0; i < 3; i++) await login('ANN@example.com', `guess-${i}`);
    expect((await login('ann', 'right-password')).status).toBe(429);
  });
});
