import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { createPrincipalCache } from '../../../src/server/auth/principalCache';
import type { Principal } from '../../../src/server/http/appEnv';
import { createTenant, VALID_BODIES, type Tenant } from './support/fixtures';
import { json, startTestServer, type TestServer, type TestUser } from './support/testServer';

/**
 * The signed-in caller is cached for moments; whatever changes who a caller is takes effect on their very next
 * request all the same, with the cache warm.
 */
let server: TestServer;
let alpha: Tenant;
let beta: Tenant;
let userCount = 0;

beforeAll(async () => {
  server = await startTestServer();
  [alpha, beta] = [await createTenant(server, 'Alpha'), await createTenant(server, 'Beta')];
});
afterAll(() => server.close());

const account = (user: TestUser) => server.request('GET', '/api/account', { token: user.token });
const postEvent = (user: TestUser, tenant = alpha) =>
  server.request('POST', '/api/events', { token: user.token, body: VALID_BODIES.events!(tenant.ids) });
const postLeague = (user: TestUser) =>
  server.request('POST', '/api/leagues', { token: user.token, body: VALID_BODIES.leagues!(alpha.ids) });

/** A fresh scorer of Alpha whose principal is already cached: they have just recorded an event. */
async function warmUser(authorities: ('ROLE_USER' | 'ROLE_ANALYST')[] = ['ROLE_USER']): Promise<TestUser> {
  const user = await server.createUser(`cached-${++userCount}`, authorities, alpha.org.id);
  expect((await postEvent(user)).status).toBe(201);
  expect((await account(user)).status).toBe(200);
  return user;
}

const updateUser = (user: TestUser, changes: Record<string, unknown>) =>
  server.request('PUT', `/api/admin/users/${user.login}`, {
    token: alpha.admin.token,
    body: { id: user.id, login: user.login, activated: true, authorities: ['ROLE_USER'], ...changes },
  });

describe('a change to a signed-in caller takes effect on their very next request', () => {
  test('deactivation: their token stops working at once', async () => {
    const user = await warmUser();
    expect((await updateUser(user, { activated: false })).status).toBe(200);
    expect((await account(user)).status).toBe(401);
    expect((await postEvent(user)).status).toBe(401);
  });

  test('deletion: their token stops working at once', async () => {
    const user = await warmUser();
    const deleted = await server.request('DELETE', `/api/admin/users/${user.login}`, { token: alpha.admin.token });
    expect(deleted.status).toBe(204);
    expect((await postEvent(user)).status).toBe(401);
  });

  test('a password change: the old token stops working, the new one works', async () => {
    const user = await warmUser();
    const changed = await server.request('POST', '/api/account/change-password', {
      token: user.token,
      body: { currentPassword: user.login, newPassword: 'a-new-secret' },
    });
    expect(changed.status).toBe(200);
    const { id_token } = await json<{ id_token: string }>(changed);
    expect((await postEvent(user)).status).toBe(401);
    expect((await postEvent({ ...user, token: id_token })).status).toBe(201);
  });

  test('a password reset: the old token stops working', async () => {
    const user = await warmUser();
    const requested = await server.request('POST', '/api/account/reset-password/init', {
      raw: `${user.login}@example.com`,
      headers: { 'Content-Type': 'text/plain' },
    });
    expect(requested.status).toBe(200);
    await server.deps.background.idle();
    const mails = await json<{ to: string; body: string }[]>(
      await server.request('GET', '/api/admin/mail-outbox', { token: alpha.admin.token }),
    );
    const key = /key=([A-Za-z0-9]{20})/.exec(mails.find((mail) => mail.to === `${user.login}@example.com`)!.body)![1];
    const finished = await server.request('POST', '/api/account/reset-password/finish', {
      body: { key, newPassword: 'reset-secret' },
    });
    expect(finished.status).toBe(200);
    expect((await account(user)).status).toBe(401);
  });

  test('a role taken away is refused at once, and a role given is granted at once', async () => {
    const user = await warmUser();
    expect((await postLeague(user)).status).toBe(201);
    expect((await updateUser(user, { authorities: ['ROLE_ANALYST'] })).status).toBe(200);
    expect((await postLeague(user)).status).toBe(403);
    expect((await updateUser(user, { authorities: ['ROLE_USER'] })).status).toBe(200);
    expect((await postLeague(user)).status).toBe(201);
  });

  test('a move to another organisation: their next write lands there, and the old one is out of reach', async () => {
    const user = await warmUser();
    const betaAdmin = await server.createUser(`beta-root-${++userCount}`, ['ROLE_ADMIN', 'ROLE_USER'], beta.org.id);
    const moved = await server.request('PUT', `/api/user-extras/${user.id}`, {
      token: betaAdmin.token,
      body: { id: user.id, user: { id: user.id }, organization: { id: beta.org.id } },
    });
    expect(moved.status).toBe(200);
    expect((await postEvent(user, alpha)).status).toBe(400);
    expect((await postEvent(user, beta)).status).toBe(201);
  });
});

describe('the principal cache', () => {
  const principal = (login: string): Principal => ({
    userId: 1,
    login,
    authorities: new Set(['ROLE_USER']),
    organizationId: 1,
  });
  const claims = { userId: 1, login: 'ann', tokenVersion: 0, isRememberMe: false };

  test('answers from memory while fresh, and reads again once the time is up', async () => {
    let now = 0;
    const cache = createPrincipalCache(2_000, () => now);
    let reads = 0;
    const read = () => Promise.resolve((reads++, principal('ann')));
    await cache.load(claims, read);
    now = 1_999;
    await cache.load(claims, read);
    expect(reads).toBe(1);
    now = 2_000;
    await cache.load(claims, read);
    expect(reads).toBe(2);
  });

  test('a token of another version or login is read again', async () => {
    const cache = createPrincipalCache(2_000, () => 0);
    let reads = 0;
    const read = () => Promise.resolve((reads++, principal('ann')));
    await cache.load(claims, read);
    await cache.load({ ...claims, tokenVersion: 1 }, read);
    await cache.load({ ...claims, login: 'bob' }, read);
    expect(reads).toBe(3);
  });

  test('a read that began before a change is not kept after it', async () => {
    const cache = createPrincipalCache(2_000, () => 0);
    let reads = 0;
    let release = () => {};
    const slow = () =>
      new Promise<Principal>((resolve) => {
        reads++;
        release = () => resolve(principal('ann'));
      });
    const pending = cache.load(claims, slow);
    cache.clear();
    release();
    await pending;
    await cache.load(claims, () => Promise.resolve((reads++, principal('ann'))));
    expect(reads).toBe(2);
  });
});
