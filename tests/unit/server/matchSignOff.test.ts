import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { appUser, matchSignOff } from '../../../src/server/db/schema';
import { createTenant, VALID_BODIES, type Tenant } from './support/fixtures';
import { json, startTestServer, type TestServer } from './support/testServer';

let server: TestServer;
let tenant: Tenant;
let other: Tenant;
/** A second match of the tenant, signed in the tests below; `ids.match` stays open. */
let signedMatch: number;
const stored: Record<'events' | 'possessions', { id: number; body: Record<string, unknown> }> = {} as never;

type Problem = { status: number; message: string; detail: string };
type SignOff = { signedBy: string | null; signedAt: string | null };
type Role = 'manager' | 'admin' | 'analyst';

const signOff = (method: 'GET' | 'POST' | 'DELETE', matchId: number, token: string) =>
  server.request(method, `/api/matches/${matchId}/sign-off`, { token });

beforeAll(async () => {
  server = await startTestServer();
  [tenant, other] = await Promise.all([createTenant(server, 'Signing'), createTenant(server, 'Outside')]);
  signedMatch = await tenant.post('matches', VALID_BODIES.matches!(tenant.ids));
  for (const path of ['events', 'possessions'] as const) {
    const body = { ...VALID_BODIES[path]!(tenant.ids), match: { id: signedMatch } };
    stored[path] = { id: await tenant.post(path, body), body };
  }
});
afterAll(() => server.close());

describe('signing a match off', () => {
  test('an open match answers nulls; a manager signs it with their name and the time; signing again keeps it', async () => {
    await server.db
      .update(appUser)
      .set({ firstName: 'Anna', lastName: 'Kiss' })
      .where(eq(appUser.id, tenant.manager.id));
    const open = await signOff('GET', signedMatch, tenant.analyst.token);
    expect(open.status).toBe(200);
    expect(await json<SignOff>(open)).toEqual({ signedBy: null, signedAt: null });

    const signed = await signOff('POST', signedMatch, tenant.manager.token);
    expect(signed.status).toBe(200);
    const signature = await json<SignOff>(signed);
    expect(signature.signedBy).toBe('Anna Kiss');
    expect(Date.parse(signature.signedAt!)).not.toBeNaN();

    const again = await signOff('POST', signedMatch, tenant.admin.token);
    expect(await json<SignOff>(again)).toEqual(signature);
    expect(await json<SignOff>(await signOff('GET', signedMatch, tenant.analyst.token))).toEqual(signature);
  });

  test.each([
    ['an analyst may not sign', 'POST', 'analyst', 403],
    ['a manager may not reopen', 'DELETE', 'manager', 403],
    ['an analyst may not reopen', 'DELETE', 'analyst', 403],
  ] as const)('%s (%s → %i)', async (_, method, role, status) => {
    expect((await signOff(method, signedMatch, tenant[role].token)).status).toBe(status);
  });

  test.each(['GET', 'POST', 'DELETE'] as const)(
    '%s of another organisation’s match is a 404, a malformed id a 400, no token a 401',
    async (method) => {
      expect((await signOff(method, signedMatch, other.admin.token)).status).toBe(404);
      expect((await signOff(method, 'x' as unknown as number, tenant.admin.token)).status).toBe(400);
      const anonymous = await server.request(method, `/api/matches/${signedMatch}/sign-off`, {});
      expect(anonymous.status).toBe(401);
    },
  );
});

describe('a signed match refuses writes to its events, possessions and official log, for every role', () => {
  beforeAll(async () => {
    expect((await signOff('POST', signedMatch, tenant.manager.token)).status).toBe(200);
  });

  const fresh = (path: 'events' | 'possessions') => ({
    ...VALID_BODIES[path]!(tenant.ids),
    match: { id: signedMatch },
  });
  const writes: [string, (path: 'events' | 'possessions') => [string, string, unknown]][] = [
    ['a single create', (path) => ['POST', `/api/${path}`, fresh(path)]],
    [
      'a full update',
      (path) => ['PUT', `/api/${path}/${stored[path].id}`, { ...stored[path].body, id: stored[path].id, quarter: 2 }],
    ],
    ['a partial update', (path) => ['PATCH', `/api/${path}/${stored[path].id}`, { id: stored[path].id, quarter: 3 }]],
    ['a delete', (path) => ['DELETE', `/api/${path}/${stored[path].id}`, undefined]],
  ];
  const cases = (['manager', 'admin', 'analyst'] as Role[]).flatMap((role) =>
    (['events', 'possessions'] as const).flatMap((path) =>
      writes.map(([what, make]) => [role, path, what, make] as const),
    ),
  );

  test.each(cases)('%s: %s, %s → 409 error.matchsigned', async (role, path, _, make) => {
    const [method, url, body] = make(path);
    const response = await server.request(method, url, { token: tenant[role].token, body });
    expect(response.status).toBe(409);
    const problem = await json<Problem>(response);
    expect(problem.message).toBe('error.matchsigned');
    expect(problem.detail).toContain('signed off');
  });

  test.each(['events', 'possessions'] as const)(
    'the bulk create of %s refuses the new rows and answers a resend of a stored one as stored',
    async (path) => {
      const response = await server.request('POST', `/api/${path}/bulk`, {
        token: tenant.manager.token,
        body: [fresh(path), stored[path].body, { ...VALID_BODIES[path]!(tenant.ids) }],
      });
      expect(response.status).toBe(200);
      const results = await json<{ status: number; id?: number; problem?: Problem }[]>(response);
      expect(results.map((result) => result.status)).toEqual([409, 200, 201]);
      expect(results[0]!.problem!.message).toBe('error.matchsigned');
      expect(results[1]!.id).toBe(stored[path].id);
    },
  );

  test('a single resend of a stored row answers it as stored', async () => {
    const response = await server.request('POST', '/api/events', {
      token: tenant.manager.token,
      body: stored.events.body,
    });
    expect(response.status).toBe(200);
    expect((await json<{ id: number }>(response)).id).toBe(stored.events.id);
  });

  test('an event of an open match cannot be moved into the signed one', async () => {
    const body = VALID_BODIES.events!(tenant.ids);
    const id = await tenant.post('events', body);
    const response = await server.request('PUT', `/api/events/${id}`, {
      token: tenant.manager.token,
      body: { ...body, id, match: { id: signedMatch } },
    });
    expect(response.status).toBe(409);
  });

  test.each([
    ['PUT', [{ quarter: 1, time: 30, team: 1, type: 'GOAL', cap: 5 }]],
    ['DELETE', undefined],
  ] as const)('the official log: %s → 409', async (method, body) => {
    const response = await server.request(method, `/api/matches/${signedMatch}/tips`, {
      token: tenant.admin.token,
      body,
    });
    expect(response.status).toBe(409);
    expect((await json<Problem>(response)).message).toBe('error.matchsigned');
  });

  test('the open match beside it takes writes as before', async () => {
    const response = await server.request('POST', '/api/events', {
      token: tenant.manager.token,
      body: VALID_BODIES.events!(tenant.ids),
    });
    expect(response.status).toBe(201);
  });
});

describe('reopening', () => {
  test('an admin reopens it: writes are taken again, and the sign-off is kept with who reopened it and when', async () => {
    expect((await signOff('POST', signedMatch, tenant.manager.token)).status).toBe(200);
    expect((await signOff('DELETE', signedMatch, tenant.admin.token)).status).toBe(204);
    expect(await json<SignOff>(await signOff('GET', signedMatch, tenant.manager.token))).toEqual({
      signedBy: null,
      signedAt: null,
    });
    const write = await server.request('POST', '/api/events', {
      token: tenant.manager.token,
      body: { ...VALID_BODIES.events!(tenant.ids), match: { id: signedMatch }, uuid: randomUUID() },
    });
    expect(write.status).toBe(201);

    const history = await server.db.select().from(matchSignOff).where(eq(matchSignOff.matchId, signedMatch));
    expect(history.length).toBeGreaterThanOrEqual(1);
    expect(history.every((row) => row.reopenedByLogin === tenant.admin.login && row.reopenedAt !== null)).toBe(true);

    // Signed again after the reopening, by a user with no name: a second signature under the login, the first kept.
    await server.db.update(appUser).set({ firstName: null, lastName: null }).where(eq(appUser.id, tenant.admin.id));
    const second = await json<SignOff>(await signOff('POST', signedMatch, tenant.admin.token));
    expect(second.signedBy).toBe(tenant.admin.login);
    const after = await server.db.select().from(matchSignOff).where(eq(matchSignOff.matchId, signedMatch));
    expect(after).toHaveLength(history.length + 1);
    expect((await signOff('DELETE', signedMatch, tenant.admin.token)).status).toBe(204);
  });

  test('reopening an open match is a 204 that records nothing', async () => {
    const before = await server.db.select().from(matchSignOff);
    expect((await signOff('DELETE', tenant.ids.match, tenant.admin.token)).status).toBe(204);
    expect(await server.db.select().from(matchSignOff)).toHaveLength(before.length);
  });
});
