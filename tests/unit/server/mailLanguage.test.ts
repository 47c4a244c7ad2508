import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, test } from 'vitest';
import { appUser } from '../../../src/server/db/schema';
import { json, startTestServer, type TestServer, type TestUser } from './support/testServer';

let server: TestServer;
let admin: TestUser;

beforeAll(async () => {
  server = await startTestServer();
});
beforeEach(async () => {
  await server.truncateAll();
  const orgId = (await server.createOrganization('Demo Polo Club')).id;
  admin = await server.createUser('admin', ['ROLE_ADMIN', 'ROLE_USER'], orgId);
});
afterAll(() => server.close());

type Mail = { to: string; subject: string; body: string };
const mails = async () => {
  await server.deps.background.idle();
  return json<Mail[]>(await server.request('GET', '/api/admin/mail-outbox', { token: admin.token }));
};

describe("mails go out in the user's language", () => {
  test.each([
    ['hu', 'Poolside jelszó-visszaállítás', 'Szia admin!'],
    ['hu-HU', 'Poolside jelszó-visszaállítás', 'Szia admin!'],
    ['en', 'Poolside password reset', 'Hello admin,'],
    ['de', 'Poolside password reset', 'Hello admin,'],
  ])('a reset request for an account with langKey %j', async (langKey, subject, greeting) => {
    await server.db.update(appUser).set({ langKey }).where(eq(appUser.id, admin.id));
    const init = await server.request('POST', '/api/account/reset-password/init', {
      raw: 'admin@example.com',
      headers: { 'Content-Type': 'text/plain' },
    });
    expect(init.status).toBe(200);
    const [mail] = await mails();
    expect(mail).toMatchObject({ to: 'admin@example.com', subject });
    expect(mail!.body.startsWith(`${greeting}\n`)).toBe(true);
    expect(mail!.body).toMatch(/reset-password\/finish\?key=[A-Za-z0-9]{20}$/m);
  });

  test.each([
    ['hu-HU', 'Elkészült a Poolside-fiókod', 'Szia newscorer!'],
    [undefined, 'Your Poolside account', 'Hello newscorer,'],
  ])('the new-account mail of a user created with langKey %j', async (langKey, subject, greeting) => {
    const response = await server.request('POST', '/api/admin/users', {
      token: admin.token,
      body: {
        login: 'newscorer',
        email: 'new@example.com',
        authorities: ['ROLE_USER'],
        ...(langKey ? { langKey } : {}),
      },
    });
    expect(response.status).toBe(201);
    const [mail] = await mails();
    expect(mail).toMatchObject({ to: 'new@example.com', subject });
    expect(mail!.body.startsWith(`${greeting}\n`)).toBe(true);
  });
});
