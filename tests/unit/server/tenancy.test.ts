import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { createTenant, TENANT_RESOURCES, VALID_BODIES, type Tenant } from './support/fixtures';
import { json, startTestServer, type TestServer, type TestUser } from './support/testServer';

type Entity = Record<string, unknown> & { id: number };
let server: TestServer;
let alpha: Tenant;
let beta: Tenant;
let homeless: TestUser;
const alphaRows: Record<string, Entity> = {};

beforeAll(async () => {
  server = await startTestServer();
  alpha = await createTenant(server, 'Alpha');
  beta = await createTenant(server, 'Beta');
  homeless = await server.createUser('homeless-admin', ['ROLE_ADMIN', 'ROLE_USER'], null);
  for (const path of TENANT_RESOURCES) {
    const response = await server.request('POST', `/api/${path}`, {
      token: alpha.manager.token,
      body: VALID_BODIES[path]!(alpha.ids),
    });
    alphaRows[path] = await json<Entity>(response);
  }
});
afterAll(() => server.close());

describe.each(TENANT_RESOURCES)('another organisation and %s', (path) => {
  test('a member of another organisation gets 404 for the row and never sees it in lists or counts', async () => {
    const row = alphaRows[path]!;
    const token = beta.manager.token;
    expect((await server.request('GET', `/api/${path}/${row.id}`, { token })).status).toBe(404);
    const list = await json<Entity[]>(await server.request('GET', `/api/${path}?size=2000`, { token }));
    expect(list.map((e) => e.id)).not.toContain(row.id);
    expect(await json(await server.request('GET', `/api/${path}/count?id.equals=${row.id}`, { token }))).toBe(0);
    const all = await server.request('GET', `/api/${path}?size=2000`, { token: alpha.analyst.token });
    expect(Number(all.headers.get('X-Total-Count'))).toBeGreaterThan(0);
  });

  test('a member of another organisation can neither update nor delete the row', async () => {
    const row = alphaRows[path]!;
    const token = beta.manager.token;
    for (const method of ['PUT', 'PATCH']) {
      const response = await server.request(method, `/api/${path}/${row.id}`, { token, body: row });
      expect(response.status).toBe(400);
      expect(await json(response)).toMatchObject({ message: 'error.idnotfound' });
    }
    // 204 like a missing id (idempotent DELETE), and the row stays.
    expect((await server.request('DELETE', `/api/${path}/${row.id}`, { token })).status).toBe(204);
    expect(await json(await server.request('GET', `/api/${path}/${row.id}`, { token: alpha.analyst.token }))).toEqual(
      row,
    );
  });

  test('a user in no organisation sees nothing and may not create', async () => {
    const token = homeless.token;
    expect((await server.request('GET', `/api/${path}/${alphaRows[path]!.id}`, { token })).status).toBe(404);
    expect(await json(await server.request('GET', `/api/${path}`, { token }))).toEqual([]);
    expect(await json(await server.request('GET', `/api/${path}/count`, { token }))).toBe(0);
    expect((await server.request('POST', `/api/${path}`, { token, body: VALID_BODIES[path]!(alpha.ids) })).status).toBe(
      403,
    );
  });
});

describe("a missing id and another organisation's id are answered alike", () => {
  const MISSING_ID = 987_654_321;
  /** What a response tells: status, content type and body, without the path (it names the id asked for). */
  const answerOf = async (response: Response) => {
    const text = await response.text();
    let body: unknown = text;
    try {
      const { path: _path, requestId: _requestId, ...rest } = JSON.parse(text) as Record<string, unknown>;
      body = rest;
    } catch {
      // not JSON: compare the text
    }
    return { status: response.status, contentType: response.headers.get('Content-Type'), body };
  };
  /** Every verb on every route that takes an id; `body` builds the same body around either id. */
  const ROUTES: Array<[string, string, (id: number) => string, ((id: number) => unknown)?]> = [
    ...TENANT_RESOURCES.flatMap((path): Array<[string, string, (id: number) => string, ((id: number) => unknown)?]> => [
      [path, 'GET', (id) => `/api/${path}/${id}`],
      [path, 'PUT', (id) => `/api/${path}/${id}`, (id) => ({ ...VALID_BODIES[path]!(beta.ids), id })],
      [path, 'PATCH', (id) => `/api/${path}/${id}`, (id) => ({ id })],
      [path, 'DELETE', (id) => `/api/${path}/${id}`],
    ]),
    ['matches', 'POST', (id) => `/api/matches/${id}/start`],
    ['matches', 'POST', (id) => `/api/matches/${id}/end`],
    ['matches', 'POST', (id) => `/api/matches/${id}/roster`, () => ({ teamId: beta.ids.team1, playerIds: [] })],
    ['matches', 'GET', (id) => `/api/matches/${id}/tips`],
    ['matches', 'PUT', (id) => `/api/matches/${id}/tips`, () => ({ csv: 'x' })],
    ['matches', 'DELETE', (id) => `/api/matches/${id}/tips`],
    ['teams', 'POST', (id) => `/api/teams/${id}/players/import`, () => ({ players: [] })],
    ['match-videos', 'GET', (id) => `/api/match-videos/${id}/file`],
    ['match-videos', 'GET', (id) => `/api/match-videos/${id}/file-url`],
    ['match-videos', 'DELETE', (id) => `/api/match-videos/${id}/file`],
  ];

  test.each(
    ROUTES.map(([resource, method, url, body]) => ({
      name: `${method} ${url(0).replace('/0', '/{id}')}`,
      resource,
      method,
      url,
      body,
    })),
  )('$name', async ({ resource, method, url, body }) => {
    const foreignId = alphaRows[resource]!.id;
    const ask = (id: number) =>
      server.request(method, url(id), { token: beta.manager.token, ...(body ? { body: body(id) } : {}) });
    const foreign = await answerOf(await ask(foreignId));
    const missing = await answerOf(await ask(MISSING_ID));
    expect(foreign).toEqual(missing);
    expect(foreign.status).not.toBe(500);
    // Nothing happened to the other organisation's row.
    expect(
      await json(await server.request('GET', `/api/${resource}/${foreignId}`, { token: alpha.analyst.token })),
    ).toEqual(alphaRows[resource]);
  });
});

test.each(['GET', 'PUT', 'DELETE'])(
  '%s of a user by login tells a non-admin nothing about whether the login exists',
  async (method) => {
    const ask = (login: string) =>
      server.request(method, `/api/admin/users/${login}`, { token: beta.manager.token, body: { login } });
    const [existing, missing] = await Promise.all([ask('alpha-admin'), ask('no-such-login')]);
    expect(existing.status).toBe(403);
    expect(missing.status).toBe(403);
  },
);

describe('references across organisations', () => {
  test.each(TENANT_RESOURCES.filter((p) => !['leagues'].includes(p)))(
    'a %s may not point at rows of another organisation',
    async (path) => {
      const response = await server.request('POST', `/api/${path}`, {
        token: beta.manager.token,
        body: VALID_BODIES[path]!(alpha.ids),
      });
      expect(response.status).toBe(400);
      expect(await json(response)).toMatchObject({ message: 'error.validation' });
    },
  );

  test('the organisation comes from the caller: a body naming one is refused', async () => {
    const body = { ...VALID_BODIES.leagues!(beta.ids), organization: { id: alpha.org.id } };
    expect((await server.request('POST', '/api/leagues', { token: beta.manager.token, body })).status).toBe(400);
  });

  test('the same uuid in two organisations makes two events', async () => {
    const body = VALID_BODIES.events!(alpha.ids);
    const a = await server.request('POST', '/api/events', { token: alpha.analyst.token, body });
    const b = await server.request('POST', '/api/events', {
      token: beta.analyst.token,
      body: { ...body, match: { id: beta.ids.match }, team: { id: beta.ids.team1 } },
    });
    expect([a.status, b.status]).toEqual([201, 201]);
  });
});

describe('roles', () => {
  const MANAGED = ['leagues', 'teams', 'players', 'matches', 'match-players', 'match-videos', 'match-external-ids'];

  test.each(MANAGED)('an analyst reads %s but may not create, change or delete them (403)', async (path) => {
    const token = alpha.analyst.token;
    const row = alphaRows[path]!;
    expect((await server.request('GET', `/api/${path}`, { token })).status).toBe(200);
    expect((await server.request('POST', `/api/${path}`, { token, body: VALID_BODIES[path]!(alpha.ids) })).status).toBe(
      403,
    );
    expect((await server.request('PUT', `/api/${path}/${row.id}`, { token, body: row })).status).toBe(403);
    expect((await server.request('PATCH', `/api/${path}/${row.id}`, { token, body: row })).status).toBe(403);
    const denied = await server.request('DELETE', `/api/${path}/${row.id}`, { token });
    expect(denied.status).toBe(403);
    expect(await json(denied)).toMatchObject({ status: 403, message: 'error.http.403' });
  });

  test.each(['events', 'possessions'])('an analyst records, changes and deletes %s', async (path) => {
    const token = alpha.analyst.token;
    const created = await json<Entity>(
      await server.request('POST', `/api/${path}`, { token, body: VALID_BODIES[path]!(alpha.ids) }),
    );
    expect((await server.request('PUT', `/api/${path}/${created.id}`, { token, body: created })).status).toBe(200);
    expect((await server.request('DELETE', `/api/${path}/${created.id}`, { token })).status).toBe(204);
  });

  test.each([
    ['GET', '/api/organizations'],
    ['POST', '/api/organizations'],
    ['GET', '/api/user-extras'],
    ['GET', '/api/admin/users'],
    ['POST', '/api/admin/users'],
    ['DELETE', '/api/admin/users/alpha-admin'],
    ['GET', '/api/admin/mail-outbox'],
  ])('a non-admin gets 403 for %s %s', async (method, path) => {
    for (const user of [alpha.manager, alpha.analyst]) {
      const response = await server.request(method, path, { token: user.token, body: { name: 'x', login: 'x' } });
      expect(response.status).toBe(403);
    }
  });

  test.each([
    ...[...TENANT_RESOURCES, 'organizations', 'user-extras'].map((p) => ['GET', `/api/${p}`]),
    ['GET', '/api/account'],
    ['POST', '/api/events'],
    ['POST', '/api/matches/1/start'],
    ['GET', '/api/admin/users'],
  ])('without a token %s %s answers 401', async (method, path) => {
    const response = await server.request(method, path, { body: {} });
    expect(response.status).toBe(401);
    expect(await json(response)).toMatchObject({ status: 401, message: 'error.http.401' });
  });

  test('a forged, expired or malformed token is the same as none', async () => {
    const forged = alpha.manager.token.slice(0, -4) + 'AAAA';
    for (const token of [forged, 'not-a-jwt', '']) {
      expect((await server.request('GET', '/api/teams', { token })).status).toBe(401);
    }
    server.advance(86_401_000);
    expect((await server.request('GET', '/api/teams', { token: alpha.manager.token })).status).toBe(401);
    server.advance(-86_401_000);
    expect((await server.request('GET', '/api/teams', { token: alpha.manager.token })).status).toBe(200);
  });
});
