import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { createTenant, TENANT_RESOURCES, VALID_BODIES, type Tenant } from './support/fixtures';
import { json, startTestServer, type TestServer } from './support/testServer';

let server: TestServer;
let alpha: Tenant;

beforeAll(async () => {
  server = await startTestServer();
  alpha = await createTenant(server, 'Alpha');
});
afterAll(() => server.close());

describe('the admin screens search users and mails', () => {
  test('users filter by login, e-mail and activation, with the total of the matches', async () => {
    const token = alpha.admin.token;
    const response = await server.request('GET', '/api/admin/users?login.contains=ALPHA-ana&sort=login,asc', { token });
    expect(response.status).toBe(200);
    expect(response.headers.get('X-Total-Count')).toBe('1');
    expect((await json<{ login: string }[]>(response)).map((u) => u.login)).toEqual(['alpha-analyst']);
    const inactive = await server.request('GET', '/api/admin/users?activated.equals=false', { token });
    expect(await json(inactive)).toEqual([]);
    expect((await server.request('GET', '/api/admin/users?passwordHash.contains=a', { token })).status).toBe(400);
    expect((await server.request('GET', '/api/admin/users?foo=1', { token })).status).toBe(400);
  });

  test('the outbox filters by recipient and subject, newest first', async () => {
    const token = alpha.admin.token;
    for (const login of ['mail-one', 'mail-two']) {
      const created = await server.request('POST', '/api/admin/users', {
        token,
        body: { login, email: `${login}@example.com` },
      });
      expect(created.status).toBe(201);
      server.advance(1000);
    }
    const response = await server.request('GET', '/api/admin/mail-outbox?to.contains=mail-&subject.contains=account', {
      token,
    });
    expect(response.headers.get('X-Total-Count')).toBe('2');
    expect((await json<{ to: string }[]>(response)).map((m) => m.to)).toEqual([
      'mail-two@example.com',
      'mail-one@example.com',
    ]);
    expect((await server.request('GET', '/api/admin/mail-outbox?body.contains=key', { token })).status).toBe(400);
  });
});

describe('roles on the server', () => {
  test.each(TENANT_RESOURCES.filter((path) => !['events', 'possessions'].includes(path)))(
    'an analyst may read but not create %s',
    async (path) => {
      const token = alpha.analyst.token;
      expect((await server.request('GET', `/api/${path}`, { token })).status).toBe(200);
      expect(
        (await server.request('POST', `/api/${path}`, { token, body: VALID_BODIES[path]!(alpha.ids) })).status,
      ).toBe(403);
    },
  );

  test.each(['/api/admin/users', '/api/admin/mail-outbox', '/api/organizations', '/api/user-extras'])(
    'a user (ROLE_USER) gets 403 from %s; an admin gets 200',
    async (path) => {
      expect((await server.request('GET', path, { token: alpha.manager.token })).status).toBe(403);
      expect((await server.request('GET', path, { token: alpha.admin.token })).status).toBe(200);
    },
  );
});
