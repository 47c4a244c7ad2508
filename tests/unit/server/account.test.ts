import { decodeJwt } from 'jose';
import { afterAll, beforeAll, beforeEach, describe, expect, test } from 'vitest';
import { loadConfig } from '../../../src/server/config';
import { appUser } from '../../../src/server/db/schema';
import { seedDemo } from '../../../src/server/seed/seedDemo';
import { json, startTestServer, type TestServer, type TestUser } from './support/testServer';

let server: TestServer;
let admin: TestUser;
let orgId: number;

beforeAll(async () => {
  server = await startTestServer();
});
beforeEach(async () => {
  await server.truncateAll();
  server.setNow(new Date('2025-03-01T10:00:00Z'));
  orgId = (await server.createOrganization('Demo Polo Club')).id;
  admin = await server.createUser('admin', ['ROLE_ADMIN', 'ROLE_USER'], orgId);
});
afterAll(() => server.close());

const login = (username: string, password: string, rememberMe?: boolean) =>
  server.request('POST', '/api/authenticate', {
    body: { username, password, ...(rememberMe === undefined ? {} : { rememberMe }) },
  });
type Mail = { id: number; to: string; subject: string; body: string; createdAt: string };
/** Reset mails are sent after the answer: wait for that work before reading the outbox. */
const mails = async () => {
  await server.deps.background.idle();
  return json<Mail[]>(await server.request('GET', '/api/admin/mail-outbox', { token: admin.token }));
};
const keyFrom = (mail: Mail) => /reset-password\/finish\?key=([A-Za-z0-9]{20})\b/.exec(mail.body)?.[1];

describe('authenticate', () => {
  test('a right password answers an HS512 token in the body and the Authorization header', async () => {
    const response = await login('ADMIN', 'admin');
    expect(response.status).toBe(200);
    const { id_token } = await json<{ id_token: string }>(response);
    expect(response.headers.get('Authorization')).toBe(`Bearer ${id_token}`);
    const claims = decodeJwt(id_token);
    expect(claims).toMatchObject({ sub: 'admin', auth: 'ROLE_ADMIN ROLE_USER', userId: admin.id });
    expect(claims.exp! - claims.iat!).toBe(86_400);
    expect(JSON.parse(Buffer.from(id_token.split('.')[0]!, 'base64url').toString())).toEqual({ alg: 'HS512' });
    const account = await server.request('GET', '/api/account', { token: id_token });
    expect(account.status).toBe(200);
  });

  test('remember-me tokens last 30 days, and the e-mail works as a username', async () => {
    const { id_token } = await json<{ id_token: string }>(await login('Admin@Example.com', 'admin', true));
    const claims = decodeJwt(id_token);
    expect(claims.exp! - claims.iat!).toBe(2_592_000);
  });

  test.each([
    ['a wrong password', 'admin', 'wrong'],
    ['an unknown login', 'nobody', 'admin'],
  ])('%s is a 401 "Bad credentials" problem without a token', async (_label, username, password) => {
    const response = await login(username, password);
    expect(response.status).toBe(401);
    expect(response.headers.get('Authorization')).toBeNull();
    expect(await json(response)).toMatchObject({
      status: 401,
      detail: 'Bad credentials',
      message: 'error.http.401',
      title: 'Unauthorized',
    });
  });

  test('a deactivated user cannot log in, and their existing token stops working', async () => {
    const user = await server.createUser('sleepy', ['ROLE_USER'], orgId);
    const changed = await server.request('PUT', '/api/admin/users/sleepy', {
      token: admin.token,
      body: { id: user.id, login: 'sleepy', activated: false, authorities: ['ROLE_USER'] },
    });
    expect(changed.status).toBe(200);
    expect((await login('sleepy', 'sleepy')).status).toBe(401);
    expect((await server.request('GET', '/api/account', { token: user.token })).status).toBe(401);
  });

  test('five failed logins from one address in fifteen minutes block the next attempt there from an unknown device with 429, even with the right password', async () => {
    for (let i = 0; i < 5; i++) expect((await login('admin', `wrong-${i}`)).status).toBe(401);
    const blocked = await login('admin', 'admin');
    expect(blocked.status).toBe(429);
    expect(await json(blocked)).toMatchObject({ status: 429, message: 'error.http.429' });
    expect(Number(blocked.headers.get('Retry-After'))).toBe(15 * 60);
    server.advance(15 * 60_000 + 1);
    expect((await login('admin', 'admin')).status).toBe(200);
  });
});

describe('account', () => {
  test('GET /api/account answers the user, authorities and userExtra with organisation and user', async () => {
    const account = await json(await server.request('GET', '/api/account', { token: admin.token }));
    expect(account).toEqual({
      id: admin.id,
      login: 'admin',
      firstName: 'admin',
      lastName: 'Tester',
      email: 'admin@example.com',
      imageUrl: null,
      activated: true,
      langKey: 'en',
      createdBy: 'system',
      createdDate: expect.any(String),
      lastModifiedBy: null,
      lastModifiedDate: null,
      authorities: ['ROLE_ADMIN', 'ROLE_USER'],
      passwordChangeRequired: false,
      userExtra: {
        id: admin.id,
        organization: { id: orgId, name: 'Demo Polo Club' },
        user: { id: admin.id, login: 'admin' },
      },
    });
  });

  test('POST /api/account saves names and e-mail (lower-cased), not the login, and answers 200 with no body', async () => {
    const response = await server.request('POST', '/api/account', {
      token: admin.token,
      body: {
        login: 'ignored',
        firstName: 'Ada',
        lastName: 'Lovelace',
        email: 'Ada@Example.com',
        langKey: 'en',
        userExtra: { id: 1 },
      },
    });
    expect(response.status).toBe(200);
    expect(await response.text()).toBe('');
    const account = await json(await server.request('GET', '/api/account', { token: admin.token }));
    expect(account).toMatchObject({ login: 'admin', firstName: 'Ada', lastName: 'Lovelace', email: 'ada@example.com' });
  });

  test.each([
    ['admin@localhost', 200],
    ['ada.lovelace@example.com', 200],
    ['no-at-sign', 400],
    ['two@@example.com', 400],
  ])('POST /api/account accepts the e-mail %s as the form does (WHATWG rule): %i', async (email, status) => {
    const response = await server.request('POST', '/api/account', {
      token: admin.token,
      body: { login: 'admin', firstName: 'A', lastName: 'B', email },
    });
    expect(response.status).toBe(status);
  });

  test("an e-mail of another user is refused as 'Email is already in use!'", async () => {
    await server.createUser('other', ['ROLE_USER'], orgId);
    const response = await server.request('POST', '/api/account', {
      token: admin.token,
      body: { login: 'admin', email: 'other@example.com' },
    });
    expect(response.status).toBe(400);
    expect(await json(response)).toMatchObject({
      type: 'https://www.jhipster.tech/problem/email-already-used',
      message: 'error.emailexists',
    });
  });

  test('change-password needs the current password; then only the new one works', async () => {
    const wrong = await server.request('POST', '/api/account/change-password', {
      token: admin.token,
      body: { currentPassword: 'nope', newPassword: 'secret-one' },
    });
    expect(wrong.status).toBe(400);
    expect(await json(wrong)).toMatchObject({ type: 'https://www.jhipster.tech/problem/invalid-password' });
    const tooShort = await server.request('POST', '/api/account/change-password', {
      token: admin.token,
      body: { currentPassword: 'admin', newPassword: 'abc' },
    });
    expect(tooShort.status).toBe(400);
    const ok = await server.request('POST', '/api/account/change-password', {
      token: admin.token,
      body: { currentPassword: 'admin', newPassword: 'secret-one' },
    });
    expect(ok.status).toBe(200);
    expect((await login('admin', 'admin')).status).toBe(401);
    expect((await login('admin', 'secret-one')).status).toBe(200);
  });
});

describe('password reset', () => {
  test('the mailed link starts at APP_BASE_URL (else localhost:PORT), never at a Host the request names', async () => {
    const init = await server.app.request('http://evil.example/api/account/reset-password/init', {
      method: 'POST',
      body: 'admin@example.com',
      headers: { 'Content-Type': 'text/plain', Host: 'evil.example', 'X-Forwarded-Host': 'evil.example' },
    });
    expect(init.status).toBe(200);
    const [mail] = await mails();
    expect(mail!.body).not.toContain('evil.example');
    expect(mail!.body).toMatch(/^http:\/\/localhost:8080\/reset-password\/finish\?key=[A-Za-z0-9]{20}$/m);
    expect(loadConfig({ APP_BASE_URL: 'https://polo.example.org/', PORT: '9000' }).appBaseUrl).toBe(
      'https://polo.example.org',
    );
    expect(loadConfig({ PORT: '9000' }).appBaseUrl).toBe('http://localhost:9000');
  });

  test('init mails a link with a 20-character key; finish sets the password; the key works once', async () => {
    const init = await server.request('POST', '/api/account/reset-password/init', {
      raw: 'ADMIN@example.com',
      headers: { 'Content-Type': 'text/plain' },
    });
    expect(init.status).toBe(200);
    const [mail] = await mails();
    expect(mail).toMatchObject({ to: 'admin@example.com', subject: 'Poolside password reset' });
    expect(mail!.body).toContain('http://localhost:8080/reset-password/finish?key=');
    const key = keyFrom(mail!)!;
    expect(key).toHaveLength(20);
    const finish = await server.request('POST', '/api/account/reset-password/finish', {
      body: { key, newPassword: 'fresh-pass' },
    });
    expect(finish.status).toBe(200);
    expect((await login('admin', 'fresh-pass')).status).toBe(200);
    const again = await server.request('POST', '/api/account/reset-password/finish', {
      body: { key, newPassword: 'other-pass' },
    });
    expect(again.status).toBe(400);
    expect((await login('admin', 'other-pass')).status).toBe(401);
  });

  test('init accepts the address as a JSON string too', async () => {
    await server.request('POST', '/api/account/reset-password/init', { body: 'admin@example.com' });
    expect(await mails()).toHaveLength(1);
  });

  test('init answers 200 for an unknown or malformed address and sends nothing', async () => {
    for (const raw of ['nobody@example.com', 'not an address', '']) {
      const response = await server.request('POST', '/api/account/reset-password/init', {
        raw,
        headers: { 'Content-Type': 'text/plain' },
      });
      expect(response.status).toBe(200);
    }
    expect(await mails()).toEqual([]);
  });

  test('a key older than 24 hours no longer resets the password', async () => {
    await server.request('POST', '/api/account/reset-password/init', { raw: 'admin@example.com' });
    const key = keyFrom((await mails())[0]!)!;
    server.advance(24 * 3_600_000 + 1000);
    const finish = await server.request('POST', '/api/account/reset-password/finish', {
      body: { key, newPassword: 'too-late' },
    });
    expect(finish.status).toBe(400);
    expect((await login('admin', 'admin')).status).toBe(200);
  });

  test.each([
    ['abc', 'Password must be at least 8 characters'],
    ['abcdefg', 'Password must be at least 8 characters'],
    ['x'.repeat(101), 'Password must be maximum 100 characters'],
  ])('finish refuses the new password %s (outside 8..100) before looking at the key', async (newPassword, message) => {
    const response = await server.request('POST', '/api/account/reset-password/finish', {
      body: { key: 'x', newPassword },
    });
    expect(await json(response)).toMatchObject({
      status: 400,
      type: 'https://www.jhipster.tech/problem/invalid-password',
      fieldErrors: [{ objectName: 'keyAndPasswordVM', field: 'newPassword', message }],
    });
  });
});

describe('user management', () => {
  test('an admin creates a user, who gets a mail with a link to choose a password', async () => {
    const response = await server.request('POST', '/api/admin/users', {
      token: admin.token,
      body: {
        login: 'NewScorer',
        firstName: 'New',
        lastName: 'Scorer',
        email: 'new@example.com',
        authorities: ['ROLE_USER'],
      },
    });
    expect(response.status).toBe(201);
    expect(response.headers.get('Location')).toBe('/api/admin/users/newscorer');
    expect(response.headers.get('X-poolsideApp-alert')).toBe('A user is created with identifier newscorer');
    expect(await json(response)).toMatchObject({
      login: 'newscorer',
      activated: true,
      authorities: ['ROLE_USER'],
      langKey: 'en',
    });
    const [mail] = await mails();
    expect(mail!.to).toBe('new@example.com');
    const key = keyFrom(mail!)!;
    expect(
      (
        await server.request('POST', '/api/account/reset-password/finish', {
          body: { key, newPassword: 'chosen-pass' },
        })
      ).status,
    ).toBe(200);
    const { id_token } = await json<{ id_token: string }>(await login('newscorer', 'chosen-pass'));
    const account = await json<{ userExtra: { organization: { id: number } } }>(
      await server.request('GET', '/api/account', { token: id_token }),
    );
    expect(account.userExtra.organization.id).toBe(orgId);
  });

  test.each([
    ['a taken login', { login: 'admin', email: 'fresh@example.com' }, 'error.userexists'],
    ['a taken e-mail', { login: 'fresh', email: 'ADMIN@example.com' }, 'error.emailexists'],
    ['an id', { id: 5, login: 'fresh' }, 'error.idexists'],
  ])('creating a user with %s is a 400', async (_label, body, message) => {
    const response = await server.request('POST', '/api/admin/users', { token: admin.token, body });
    expect(response.status).toBe(400);
    expect(await json(response)).toMatchObject({ message });
  });

  test('lists users with paging headers, sorts only by allowed properties, reads, updates and deletes by login', async () => {
    await server.createUser('bea', ['ROLE_ANALYST'], orgId);
    await server.createUser('cid', ['ROLE_USER'], orgId);
    const list = await server.request('GET', '/api/admin/users?sort=login,desc&size=2', { token: admin.token });
    expect(list.headers.get('X-Total-Count')).toBe('3');
    expect(list.headers.get('Link')).toContain('rel="next"');
    expect((await json<{ login: string }[]>(list)).map((u) => u.login)).toEqual(['cid', 'bea']);
    expect(
      JSON.stringify(await json(await server.request('GET', '/api/admin/users', { token: admin.token }))),
    ).not.toMatch(/password|resetKey/i);
    expect((await server.request('GET', '/api/admin/users?sort=passwordHash,asc', { token: admin.token })).status).toBe(
      400,
    );
    const bea = await json<{ id: number }>(await server.request('GET', '/api/admin/users/bea', { token: admin.token }));
    const updated = await server.request('PUT', '/api/admin/users', {
      token: admin.token,
      body: { ...bea, firstName: 'Beatrix', authorities: ['ROLE_USER'] },
    });
    expect(await json(updated)).toMatchObject({ login: 'bea', firstName: 'Beatrix', authorities: ['ROLE_USER'] });
    const deleted = await server.request('DELETE', '/api/admin/users/bea', { token: admin.token });
    expect(deleted.status).toBe(204);
    expect(deleted.headers.get('X-poolsideApp-alert')).toBe('A user is deleted with identifier bea');
    expect((await server.request('GET', '/api/admin/users/bea', { token: admin.token })).status).toBe(404);
  });

  test('the mail outbox lists newest first', async () => {
    await server.request('POST', '/api/account/reset-password/init', { raw: 'admin@example.com' });
    await server.deps.background.idle();
    server.advance(1000);
    await server.createUser('second', ['ROLE_USER'], orgId);
    await server.request('POST', '/api/account/reset-password/init', { raw: 'second@example.com' });
    await server.deps.background.idle();
    const list = await server.request('GET', '/api/admin/mail-outbox', { token: admin.token });
    expect(list.headers.get('X-Total-Count')).toBe('2');
    expect((await json<Mail[]>(list)).map((m) => m.to)).toEqual(['second@example.com', 'admin@example.com']);
  });
});

describe('health and unknown routes', () => {
  test('GET /api/health is public and reports the database UP', async () => {
    const response = await server.request('GET', '/api/health');
    expect(response.status).toBe(200);
    expect(await json(response)).toMatchObject({ status: 'UP' });
  });

  test('every response carries a request id', async () => {
    const response = await server.request('GET', '/api/health');
    expect(response.headers.get('X-Request-Id')).toMatch(/^[0-9a-f-]{36}$/);
  });

  test('an unknown API path is a 404 problem, not the web app', async () => {
    const response = await server.request('GET', '/api/does-not-exist');
    expect(response.status).toBe(404);
    expect(response.headers.get('Content-Type')).toBe('application/problem+json');
  });
});

describe('tokens after a password change or reset', () => {
  const account = (token: string) => server.request('GET', '/api/account', { token });

  test("a change answers a new token; every token issued before it, the caller's own included, answers 401", async () => {
    const other = await json<{ id_token: string }>(await login('admin', 'admin'));
    const response = await server.request('POST', '/api/account/change-password', {
      token: admin.token,
      body: { currentPassword: 'admin', newPassword: 'secret-one' },
    });
    expect(response.status).toBe(200);
    const { id_token } = await json<{ id_token: string }>(response);
    expect(response.headers.get('Authorization')).toBe(`Bearer ${id_token}`);
    expect((await account(admin.token)).status).toBe(401);
    expect((await account(other.id_token)).status).toBe(401);
    expect((await account(id_token)).status).toBe(200);
    expect(decodeJwt(id_token).exp! - decodeJwt(id_token).iat!).toBe(86_400);
  });

  test('a change keeps a remember-me token remembered', async () => {
    const { id_token: remembered } = await json<{ id_token: string }>(await login('admin', 'admin', true));
    const response = await server.request('POST', '/api/account/change-password', {
      token: remembered,
      body: { currentPassword: 'admin', newPassword: 'secret-one' },
    });
    const { id_token } = await json<{ id_token: string }>(response);
    expect(decodeJwt(id_token).exp! - decodeJwt(id_token).iat!).toBe(2_592_000);
  });

  test('a reset retires every token issued before it, even in the same second', async () => {
    const { id_token } = await json<{ id_token: string }>(await login('admin', 'admin'));
    await server.request('POST', '/api/account/reset-password/init', { raw: 'admin@example.com' });
    const key = keyFrom((await mails())[0]!)!;
    const finish = await server.request('POST', '/api/account/reset-password/finish', {
      body: { key, newPassword: 'fresh-pass' },
    });
    expect(finish.status).toBe(200);
    expect((await account(admin.token)).status).toBe(401);
    expect((await account(id_token)).status).toBe(401);
    const fresh = await json<{ id_token: string }>(await login('admin', 'fresh-pass'));
    expect((await account(fresh.id_token)).status).toBe(200);
  });
});

describe('passwordChangeRequired', () => {
  test('the demo seed sets it for its accounts, whose passwords are their logins', async () => {
    await server.truncateAll();
    expect(await seedDemo(server.db, { now: new Date('2025-03-01T10:00:00Z') })).toBe(true);
    const users = await server.db.select().from(appUser);
    expect(users.map((u) => [u.login, u.passwordChangeRequired]).sort()).toEqual([
      ['admin', true],
      ['analyst', true],
      ['user', true],
    ]);
  });

  const flagOf = async (token: string) =>
    (await json<{ passwordChangeRequired: boolean }>(await server.request('GET', '/api/account', { token })))
      .passwordChangeRequired;

  test.each([
    ['the password is the login', 'admin', 'admin', true],
    ['the password is shorter than 8 characters', 'ann', 'short7!', true],
    ['the password is strong', 'bea', 'a-strong-password', false],
  ])('a login where %s sets it: %s', async (_label, name, password, isRequired) => {
    if (name !== 'admin') await server.createUser(name, ['ROLE_USER'], orgId, password);
    expect(await flagOf(admin.token)).toBe(false);
    const { id_token } = await json<{ id_token: string }>(await login(name, password));
    expect(await flagOf(id_token)).toBe(isRequired);
  });

  test('stays set at every login until the password is changed, then is cleared', async () => {
    await login('admin', 'admin');
    const { id_token } = await json<{ id_token: string }>(await login('admin', 'admin'));
    expect(await flagOf(id_token)).toBe(true);
    const changed = await server.request('POST', '/api/account/change-password', {
      token: id_token,
      body: { currentPassword: 'admin', newPassword: 'a-strong-password' },
    });
    expect(await flagOf((await json<{ id_token: string }>(changed)).id_token)).toBe(false);
  });

  test('a reset clears it', async () => {
    await login('admin', 'admin');
    await server.request('POST', '/api/account/reset-password/init', { raw: 'admin@example.com' });
    const key = keyFrom((await mails())[0]!)!;
    await server.request('POST', '/api/account/reset-password/finish', { body: { key, newPassword: 'fresh-pass' } });
    const { id_token } = await json<{ id_token: string }>(await login('admin', 'fresh-pass'));
    expect(await flagOf(id_token)).toBe(false);
  });

  test('change-password refuses 4 to 7 characters with the field named', async () => {
    const response = await server.request('POST', '/api/account/change-password', {
      token: admin.token,
      body: { currentPassword: 'admin', newPassword: 'abcdefg' },
    });
    expect(response.status).toBe(400);
    expect(await json(response)).toMatchObject({
      type: 'https://www.jhipster.tech/problem/invalid-password',
      fieldErrors: [
        { objectName: 'passwordChangeDTO', field: 'newPassword', message: 'Password must be at least 8 characters' },
      ],
    });
    expect((await login('admin', 'admin')).status).toBe(200);
  });
});

describe('reset throttling', () => {
  const init = (raw: string, address = '10.0.0.1') =>
    server.app.request(
      'http://localhost/api/account/reset-password/init',
      { method: 'POST', body: raw, headers: { 'Content-Type': 'text/plain' } },
      { incoming: { socket: { remoteAddress: address } } },
    );

  test('at most 5 mails an hour to one account, each from a different address; the fifth key stays valid', async () => {
    for (let i = 0; i < 8; i++) expect((await init('admin@example.com', `10.0.0.${i}`)).status).toBe(200);
    const sent = await mails();
    expect(sent).toHaveLength(5);
    const lastKey = keyFrom(sent[0]!)!;
    const finish = await server.request('POST', '/api/account/reset-password/finish', {
      body: { key: lastKey, newPassword: 'fresh-pass' },
    });
    expect(finish.status).toBe(200);
    server.advance(3_600_000 + 1);
    await init('admin@example.com', '10.0.0.99');
    await server.deps.background.idle();
    const { id_token } = await json<{ id_token: string }>(await login('admin', 'fresh-pass'));
    const outbox = await server.request('GET', '/api/admin/mail-outbox', { token: id_token });
    expect(await json(outbox)).toHaveLength(6);
  });

  test('20 requests an hour per address; the 21st answers 429 for a known and an unknown address alike', async () => {
    for (let i = 0; i < 20; i++) {
      expect((await init(i % 2 ? 'admin@example.com' : `nobody${i}@example.com`)).status).toBe(200);
    }
    const known = await init('admin@example.com');
    const unknown = await init('nobody@example.com');
    expect([known.status, unknown.status]).toEqual([429, 429]);
    expect(await json(known)).toMatchObject({ status: 429, message: 'error.http.429' });
    expect((await init('admin@example.com', '10.0.0.2')).status).toBe(200);
  });

  test('a known, an unknown and a throttled address get the same answer: status, headers and body', async () => {
    for (let i = 0; i < 4; i++) await init('admin@example.com', `10.0.1.${i}`);
    const shape = async (response: Response) => ({
      status: response.status,
      body: await response.text(),
      headers: [...response.headers.entries()].filter(([name]) => name !== 'x-request-id'),
    });
    const known = await shape(await init('admin@example.com', '10.0.2.1'));
    const throttled = await shape(await init('admin@example.com', '10.0.2.2'));
    const unknown = await shape(await init('nobody@example.com', '10.0.2.3'));
    expect(unknown).toEqual(known);
    expect(throttled).toEqual(known);
    // The known request did send its mail, the throttled one did not.
    expect(await mails()).toHaveLength(5);
  });
});
