import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import {
  ADMIN_RESOURCES,
  createBareUser,
  createTenant,
  TENANT_RESOURCES,
  UPDATES,
  VALID_BODIES,
  type Tenant,
} from './support/fixtures';
import { json, startTestServer, type TestServer } from './support/testServer';

type Entity = Record<string, unknown> & { id: number };
let server: TestServer;
let tenant: Tenant;
let userCount = 0;

beforeAll(async () => {
  server = await startTestServer();
  tenant = await createTenant(server, 'Alpha');
});
afterAll(() => server.close());

const tokenFor = (path: string) => (ADMIN_RESOURCES.includes(path) ? tenant.admin.token : tenant.manager.token);
const bodyFor = async (path: string) => {
  const extra =
    path === 'user-extras'
      ? { userId: (await createBareUser(server, `bare-${++userCount}`)).id, organizationId: tenant.org.id }
      : undefined;
  return VALID_BODIES[path]!(tenant.ids, extra);
};
const create = async (path: string) => {
  const response = await server.request('POST', `/api/${path}`, { token: tokenFor(path), body: await bodyFor(path) });
  expect(response.status, await response.clone().text()).toBe(201);
  return json<Entity>(response);
};

describe.each([...TENANT_RESOURCES, ...ADMIN_RESOURCES])('the %s resource', (path) => {
  test('creates with 201, a Location and a creation alert, then reads the same entity back', async () => {
    const token = tokenFor(path);
    const response = await server.request('POST', `/api/${path}`, { token, body: await bodyFor(path) });
    expect(response.status).toBe(201);
    const created = await json<Entity>(response);
    expect(response.headers.get('Location')).toBe(`/api/${path}/${created.id}`);
    expect(response.headers.get('X-poolsideApp-alert')).toMatch(
      new RegExp(`^A new \\w+ is created with identifier ${created.id}$`),
    );
    expect(response.headers.get('X-poolsideApp-params')).toBe(String(created.id));
    const read = await server.request('GET', `/api/${path}/${created.id}`, { token });
    expect(read.status).toBe(200);
    expect(await json(read)).toEqual(created);
  });

  test('updates with PUT, answering the full entity and an update alert', async () => {
    const created = await create(path);
    const [field, value] = UPDATES[path]!;
    const response = await server.request('PUT', `/api/${path}/${created.id}`, {
      token: tokenFor(path),
      body: { ...created, [field]: value },
    });
    expect(response.status, await response.clone().text()).toBe(200);
    expect((await json<Entity>(response))[field]).toEqual(value);
    expect(response.headers.get('X-poolsideApp-alert')).toBe(
      `A ${response.headers.get('X-poolsideApp-alert')!.split(' ')[1]} is updated with identifier ${created.id}`,
    );
  });

  test('lists and counts what it created, and deletes it idempotently with 204', async () => {
    const token = tokenFor(path);
    const created = await create(path);
    const list = await json<Entity[]>(await server.request('GET', `/api/${path}?size=2000`, { token }));
    expect(list.map((e) => e.id)).toContain(created.id);
    const count = await json<number>(await server.request('GET', `/api/${path}/count`, { token }));
    expect(count).toBe(list.length);
    const deleted = await server.request('DELETE', `/api/${path}/${created.id}`, { token });
    expect(deleted.status).toBe(204);
    expect(deleted.headers.get('X-poolsideApp-alert')).toMatch(/is deleted with identifier/);
    expect((await server.request('DELETE', `/api/${path}/${created.id}`, { token })).status).toBe(204);
    const gone = await server.request('GET', `/api/${path}/${created.id}`, { token });
    expect(gone.status).toBe(404);
    expect(gone.headers.get('Content-Type')).toBe('application/problem+json');
    expect(await json(gone)).toMatchObject({
      status: 404,
      title: 'Not Found',
      message: 'error.http.404',
      path: `/api/${path}/${created.id}`,
    });
  });

  test('refuses a create that already has an id (idexists)', async () => {
    const response = await server.request('POST', `/api/${path}`, {
      token: tokenFor(path),
      body: { ...(await bodyFor(path)), id: 77 },
    });
    expect(response.status).toBe(400);
    expect(response.headers.get('X-poolsideApp-error')).toBe('error.idexists');
    expect(await json(response)).toMatchObject({
      message: 'error.idexists',
      type: 'https://www.jhipster.tech/problem/problem-with-message',
    });
  });

  test.each([
    ['idnull', 'without an id', (e: Entity) => ({ ...e, id: undefined }), (e: Entity) => e.id],
    ['idinvalid', 'whose id differs from the path', (e: Entity) => e, (e: Entity) => e.id + 1000],
    ['idnotfound', 'of an id that does not exist', (e: Entity) => ({ ...e, id: 999_999 }), () => 999_999],
  ])('refuses PUT and PATCH with %s: a body %s', async (errorKey, _what, toBody, toPathId) => {
    const created = await create(path);
    for (const method of ['PUT', 'PATCH']) {
      const response = await server.request(method, `/api/${path}/${toPathId(created)}`, {
        token: tokenFor(path),
        body: toBody(created),
      });
      expect(response.status, `${method} ${await response.clone().text()}`).toBe(400);
      expect(await json(response)).toMatchObject({ message: `error.${errorKey}`, status: 400 });
    }
  });
});

describe('relationships', () => {
  test('answer as nested objects with their names, and a match player carries the player names', async () => {
    const match = await json<Entity>(
      await server.request('GET', `/api/matches/${tenant.ids.match}`, { token: tenant.analyst.token }),
    );
    expect(match.team1).toEqual({ id: tenant.ids.team1, name: 'Alpha Sharks' });
    expect(match.league).toEqual({ id: tenant.ids.league, name: 'Alpha League' });
    const mp = await create('match-players');
    expect(mp.player).toEqual({
      id: tenant.ids.player1,
      firstName: 'Gergely',
      lastName: 'Kovacs',
      name: 'Gergely Kovacs',
    });
    expect(mp.match).toEqual({ id: tenant.ids.match, name: 'Alpha Sharks - Alpha Eels' });
  });

  test('a reference to a row that does not exist is a 400 naming the field, never a 500', async () => {
    const body = { ...VALID_BODIES.events!(tenant.ids), team: { id: 424242 } };
    const response = await server.request('POST', '/api/events', { token: tenant.analyst.token, body });
    expect(response.status).toBe(400);
    expect(await json(response)).toMatchObject({
      message: 'error.validation',
      fieldErrors: [{ objectName: 'event', field: 'team', message: 'team 424242 does not exist' }],
    });
  });

  test('deleting a team still playing in a match is a 409 conflict', async () => {
    const response = await server.request('DELETE', `/api/teams/${tenant.ids.team1}`, { token: tenant.manager.token });
    expect(response.status).toBe(409);
    expect(response.headers.get('Content-Type')).toBe('application/problem+json');
  });

  test('a second match player with the same cap in the same team and match is a 409 conflict', async () => {
    const body = { ...VALID_BODIES['match-players']!(tenant.ids), cap: 99 };
    expect((await server.request('POST', '/api/match-players', { token: tenant.manager.token, body })).status).toBe(
      201,
    );
    expect((await server.request('POST', '/api/match-players', { token: tenant.manager.token, body })).status).toBe(
      409,
    );
  });

  test('a user extra takes the id of its user', async () => {
    const user = await createBareUser(server, 'extra-owner');
    const response = await server.request('POST', '/api/user-extras', {
      token: tenant.admin.token,
      body: { user: { id: user.id }, organization: { id: tenant.org.id } },
    });
    expect(await json(response)).toEqual({
      id: user.id,
      user: { id: user.id, login: 'extra-owner' },
      organization: { id: tenant.org.id, name: 'Alpha Polo Club' },
    });
  });
});

describe('partial and full updates', () => {
  test('PATCH changes only the properties given; null and absent ones keep their value', async () => {
    const created = await create('players');
    for (const contentType of ['application/merge-patch+json', 'application/json']) {
      const response = await server.request('PATCH', `/api/players/${created.id}`, {
        token: tenant.manager.token,
        body: { id: created.id, lastName: `Nagy-${contentType.length}`, birthYear: null },
        headers: { 'Content-Type': contentType },
      });
      expect(response.status).toBe(200);
      expect(await json(response)).toEqual({ ...created, lastName: `Nagy-${contentType.length}` });
    }
  });

  test('PUT clears what the body leaves null, as when the previous possession is reopened', async () => {
    const body = { ...VALID_BODIES.possessions!(tenant.ids), timeTo: 50, videoFrom: 10, videoTo: 60.5 };
    const created = await json<Entity>(
      await server.request('POST', '/api/possessions', { token: tenant.analyst.token, body }),
    );
    const response = await server.request('PUT', `/api/possessions/${created.id}`, {
      token: tenant.analyst.token,
      body: { ...created, timeTo: null, videoTo: null },
    });
    expect(response.status).toBe(200);
    expect(await json(response)).toMatchObject({ timeTo: null, videoTo: null, videoFrom: 10, timeFrom: 0 });
  });

  test('an event keeps every field of the shared model through a round trip', async () => {
    const body: Record<string, unknown> = {
      ...VALID_BODIES.events!(tenant.ids),
      extraPlayer: true,
      playersInWater: [1, 3, 5, 7, 9, 11, 13],
      possessionUuid: randomUUID(),
      opponentPossessionUuid: randomUUID(),
      opponentEventUuid: randomUUID(),
      videoTime: 123.5,
      formation: '4-2',
      opponentFormation: 'ZONE',
      centerPlayers: [9],
      backPlayers: [3, 5],
      post1PlayerNumber: 7,
      post2PlayerNumber: 11,
      opponentPlayerNumber: 4,
      turnOverType: null,
      exclusionType: null,
      shootSituation: 'ACTION',
      shootType: 'SKIP',
      shootMethod: 'DRY',
      shootAssistPlayerNumber1: 3,
      shootAssistPosition1: 2,
      shootAssistPlayerNumber2: 9,
      shootAssistPosition2: 6,
      isAttackingAfterShoot: false,
      shootFromPoolX: 1200,
      shootFromPoolY: 600,
      shootToGoalX: 250,
      shootToGoalY: 80,
      notes: 'skip shot to the far corner',
      needsReview: true,
    };
    const created = await json<Entity>(
      await server.request('POST', '/api/events', { token: tenant.analyst.token, body }),
    );
    const { match: _m, team: _t, ...own } = body;
    expect(created).toMatchObject({ ...own, match: { id: tenant.ids.match }, team: { id: tenant.ids.team1 } });
  });
});

describe('idempotent creation of events and possessions', () => {
  test.each(['events', 'possessions'])(
    'a second POST of the same %s uuid answers the stored row with 200',
    async (path) => {
      const body = VALID_BODIES[path]!(tenant.ids);
      const first = await server.request('POST', `/api/${path}`, { token: tenant.analyst.token, body });
      const second = await server.request('POST', `/api/${path}`, {
        token: tenant.analyst.token,
        body: { ...body, quarter: 2 },
      });
      expect([first.status, second.status]).toEqual([201, 200]);
      const stored = await json<Entity>(first);
      expect(await json(second)).toEqual(stored);
      const count = await server.request('GET', `/api/${path}/count?uuid.equals=${body.uuid as string}`, {
        token: tenant.analyst.token,
      });
      expect(await json(count)).toBe(1);
    },
  );

  test.each(['events', 'possessions'])(
    'ten concurrent POSTs of one %s uuid store one row: one 201, nine 200',
    async (path) => {
      const body = VALID_BODIES[path]!(tenant.ids);
      const responses = await Promise.all(
        Array.from({ length: 10 }, () => server.request('POST', `/api/${path}`, { token: tenant.manager.token, body })),
      );
      expect(responses.map((r) => r.status).sort()).toEqual([200, 200, 200, 200, 200, 200, 200, 200, 200, 201]);
      const ids = new Set(await Promise.all(responses.map(async (r) => (await json<Entity>(r)).id)));
      expect(ids.size).toBe(1);
    },
  );

  test('changing an event uuid to one already stored is a 409 conflict', async () => {
    const a = await json<Entity>(
      await server.request('POST', '/api/events', {
        token: tenant.analyst.token,
        body: VALID_BODIES.events!(tenant.ids),
      }),
    );
    const b = await json<Entity>(
      await server.request('POST', '/api/events', {
        token: tenant.analyst.token,
        body: VALID_BODIES.events!(tenant.ids),
      }),
    );
    const response = await server.request('PUT', `/api/events/${b.id}`, {
      token: tenant.analyst.token,
      body: { ...b, uuid: a.uuid },
    });
    expect(response.status).toBe(409);
  });
});

describe('starting and ending a match', () => {
  test('start sets ONGOING and the start time once; end sets ENDED and keeps the start time', async () => {
    const match = await create('matches');
    const token = tenant.manager.token;
    const started = await json<Entity>(await server.request('POST', `/api/matches/${match.id}/start`, { token }));
    expect(started).toMatchObject({
      status: 'ONGOING',
      startedAt: '2025-03-01T10:00:00.000Z',
      endedAt: null,
      team1: { id: tenant.ids.team1 },
    });
    server.advance(60_000);
    expect(await json(await server.request('POST', `/api/matches/${match.id}/start`, { token }))).toEqual(started);
    server.advance(60_000);
    const ended = await json<Entity>(await server.request('POST', `/api/matches/${match.id}/end`, { token }));
    expect(ended).toMatchObject({ status: 'ENDED', startedAt: started.startedAt, endedAt: '2025-03-01T10:02:00.000Z' });
    server.advance(60_000);
    expect(await json(await server.request('POST', `/api/matches/${match.id}/end`, { token }))).toEqual(ended);
  });

  test('an analyst may not start a match, and an unknown match is a 404', async () => {
    expect(
      (await server.request('POST', `/api/matches/${tenant.ids.match}/start`, { token: tenant.analyst.token })).status,
    ).toBe(403);
    expect((await server.request('POST', '/api/matches/987654/end', { token: tenant.manager.token })).status).toBe(404);
  });
});
