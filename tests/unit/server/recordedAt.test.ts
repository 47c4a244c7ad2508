import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import type { MatchArchive } from '../../../src/domain/archive';
import { createTenant, VALID_BODIES, type Tenant } from './support/fixtures';
import { fieldErrorsOf, type FieldError } from './support/fieldErrorsOf';
import { json, startTestServer, type TestServer } from './support/testServer';

/**
 * Events and possessions carry `recordedAt`, the device's instant of the tap that saved them: kept as sent through
 * single and bulk writes and the match archive, null from clients that send none, and a 400 when it is no instant.
 */
type Entity = Record<string, unknown> & { id: number; uuid: string };
type Resource = 'events' | 'possessions';

const RESOURCES: Resource[] = ['events', 'possessions'];
const TAPPED = '2026-11-28T08:15:03.412Z';
const EDITED = '2026-11-28T08:17:45.009Z';

let server: TestServer;
let alpha: Tenant;

beforeAll(async () => {
  server = await startTestServer();
  alpha = await createTenant(server, 'Recorded');
});
afterAll(() => server.close());

const bodyOf = (resource: Resource, tenant: Tenant, fields: Record<string, unknown> = {}) => ({
  ...VALID_BODIES[resource]!(tenant.ids),
  ...fields,
});
const send = (method: string, path: string, body: unknown, tenant = alpha) =>
  server.request(method, `/api/${path}`, { token: tenant.manager.token, body });
const read = async (path: string, tenant = alpha) => {
  const response = await server.request('GET', `/api/${path}`, { token: tenant.analyst.token });
  expect(response.status, await response.clone().text()).toBe(200);
  return json<Entity>(response);
};
const created = async (resource: Resource, body: Record<string, unknown>) => {
  const response = await send('POST', resource, body);
  expect(response.status, await response.clone().text()).toBe(201);
  return json<Entity>(response);
};

describe.each(RESOURCES)('recordedAt of %s through the single endpoints', (resource) => {
  test('a POST stores it, answers it and a GET reads it back as sent', async () => {
    const row = await created(resource, bodyOf(resource, alpha, { recordedAt: TAPPED }));
    expect(row.recordedAt).toBe(TAPPED);
    expect((await read(`${resource}/${row.id}`)).recordedAt).toBe(TAPPED);
  });

  test('a PUT replaces it, and a PATCH without it keeps it', async () => {
    const body = bodyOf(resource, alpha, { recordedAt: TAPPED });
    const row = await created(resource, body);
    const put = await send('PUT', `${resource}/${row.id}`, { ...body, id: row.id, recordedAt: EDITED });
    expect(put.status, await put.clone().text()).toBe(200);
    expect((await json<Entity>(put)).recordedAt).toBe(EDITED);
    const patch = await send('PATCH', `${resource}/${row.id}`, { id: row.id, quarter: 2 });
    expect(patch.status, await patch.clone().text()).toBe(200);
    expect(await read(`${resource}/${row.id}`)).toMatchObject({ quarter: 2, recordedAt: EDITED });
  });

  test('an instant with an offset is stored as that instant and answered in UTC', async () => {
    const row = await created(resource, bodyOf(resource, alpha, { recordedAt: '2026-11-28T09:15:03.412+01:00' }));
    expect((await read(`${resource}/${row.id}`)).recordedAt).toBe(TAPPED);
  });

  test.each([
    ['absent', {}],
    ['null', { recordedAt: null }],
  ])('a body from an older client (%s) is stored with null', async (_case, fields) => {
    const row = await created(resource, bodyOf(resource, alpha, fields));
    expect(row.recordedAt).toBeNull();
    expect(await read(`${resource}/${row.id}`)).toHaveProperty('recordedAt', null);
  });

  test.each([
    ['a word', 'yesterday', 'Invalid timestamp: Received "yesterday"'],
    ['a number', 12, 'Invalid type: Expected string but received 12'],
    ['a date without a time', '2026-11-28', 'Invalid timestamp: Received "2026-11-28"'],
    ['a day that does not exist', '2026-02-30T08:15:03.412Z', 'must be a real date and time between 1900 and 2100'],
  ])('%s is a 400 problem saying so for recordedAt, on POST and PUT alike', async (_case, recordedAt, message) => {
    const expected = [{ objectName: resource.slice(0, -1), field: 'recordedAt', message }];
    expect(await fieldErrorsOf(await send('POST', resource, bodyOf(resource, alpha, { recordedAt })))).toEqual(
      expected,
    );

    const body = bodyOf(resource, alpha, { recordedAt: TAPPED });
    const row = await created(resource, body);
    const put = await send('PUT', `${resource}/${row.id}`, { ...body, id: row.id, recordedAt });
    expect(await fieldErrorsOf(put)).toEqual(expected);
    expect((await read(`${resource}/${row.id}`)).recordedAt).toBe(TAPPED);
  });

  test('lists filter and sort on it as on any instant', async () => {
    const [early, late] = [
      await created(resource, bodyOf(resource, alpha, { recordedAt: '2030-01-01T10:00:00.000Z' })),
      await created(resource, bodyOf(resource, alpha, { recordedAt: '2030-01-01T10:00:01.000Z' })),
    ];
    const response = await server.request(
      'GET',
      `/api/${resource}?recordedAt.greaterThanOrEqual=2030-01-01T00:00:00Z&sort=recordedAt,desc`,
      { token: alpha.analyst.token },
    );
    expect(response.status, await response.clone().text()).toBe(200);
    expect((await json<Entity[]>(response)).map((row) => row.id)).toEqual([late.id, early.id]);
  });
});

describe.each(RESOURCES)('recordedAt of %s through the bulk endpoint', (resource) => {
  test('each entity keeps its own, an entity without one gets null, and a malformed one is refused alone', async () => {
    const withInstant = bodyOf(resource, alpha, { recordedAt: TAPPED });
    const without = bodyOf(resource, alpha);
    const malformed = bodyOf(resource, alpha, { recordedAt: 'yesterday' });
    const response = await send('POST', `${resource}/bulk`, [withInstant, without, malformed]);
    expect(response.status, await response.clone().text()).toBe(200);
    const results =
      await json<{ uuid: string; status: number; id?: number; problem?: { fieldErrors: FieldError[] } }[]>(response);
    expect(results.map((result) => result.status)).toEqual([201, 201, 400]);
    expect(results[2]!.problem!.fieldErrors.map((error) => error.field)).toEqual(['recordedAt']);
    expect((await read(`${resource}/${results[0]!.id}`)).recordedAt).toBe(TAPPED);
    expect((await read(`${resource}/${results[1]!.id}`)).recordedAt).toBeNull();
  });

  test('a resend answers the stored row, whose instant is the first one sent', async () => {
    const body = bodyOf(resource, alpha, { recordedAt: TAPPED });
    const [first] = await json<{ id: number }[]>(await send('POST', `${resource}/bulk`, [body]));
    const [again] = await json<{ id: number; status: number }[]>(
      await send('POST', `${resource}/bulk`, [{ ...body, recordedAt: EDITED }]),
    );
    expect(again).toMatchObject({ status: 200, id: first!.id });
    expect((await read(`${resource}/${first!.id}`)).recordedAt).toBe(TAPPED);
  });
});

describe('recordedAt in the match archive', () => {
  test('travels with every event and possession to another organisation; rows without one stay without', async () => {
    const source = await createTenant(server, 'Exporting');
    const possession = bodyOf('possessions', source, { recordedAt: TAPPED });
    const event = bodyOf('events', source, { recordedAt: EDITED, possessionUuid: possession.uuid });
    const bare = bodyOf('events', source, { time: 20 });
    for (const [path, body] of [
      ['possessions', possession],
      ['events', event],
      ['events', bare],
    ] as const) {
      expect((await send('POST', path, body, source)).status).toBe(201);
    }
    const response = await server.request('GET', `/api/matches/${source.ids.match}/archive`, {
      token: source.manager.token,
    });
    expect(response.status).toBe(200);
    const archive = await json<MatchArchive>(response);
    const byUuid = (rows: { uuid: string; recordedAt?: string | null }[]) =>
      Object.fromEntries(rows.map((row) => [row.uuid, row.recordedAt]));
    expect(byUuid(archive.events)).toEqual({ [event.uuid as string]: EDITED, [bare.uuid as string]: null });
    expect(byUuid(archive.possessions)).toEqual({ [possession.uuid as string]: TAPPED });

    const target = await createTenant(server, 'Importing');
    const imported = await send('POST', 'matches/import', archive, target);
    expect(imported.status, await imported.clone().text()).toBe(201);
    const { id: matchId } = await json<{ id: number }>(imported);
    const rowsIn = async (path: string) => {
      const listed = await server.request('GET', `/api/${path}?matchId.equals=${matchId}`, {
        token: target.analyst.token,
      });
      return byUuid(await json<Entity[]>(listed));
    };
    expect(await rowsIn('events')).toEqual(byUuid(archive.events));
    expect(await rowsIn('possessions')).toEqual(byUuid(archive.possessions));
  });

  test('an archive written before the field imports, its rows with null', async () => {
    const source = await createTenant(server, 'Older');
    const possession = bodyOf('possessions', source, { recordedAt: TAPPED });
    const event = bodyOf('events', source, { recordedAt: TAPPED, possessionUuid: possession.uuid });
    expect((await send('POST', 'possessions', possession, source)).status).toBe(201);
    expect((await send('POST', 'events', event, source)).status).toBe(201);
    const archive = await json<MatchArchive>(
      await server.request('GET', `/api/matches/${source.ids.match}/archive`, { token: source.manager.token }),
    );
    const older = {
      ...archive,
      events: archive.events.map(({ recordedAt: _recordedAt, ...row }) => row),
      possessions: archive.possessions.map(({ recordedAt: _recordedAt, ...row }) => row),
    };
    expect(JSON.stringify(older)).not.toContain('recordedAt');

    const target = await createTenant(server, 'Newer');
    const imported = await send('POST', 'matches/import', older, target);
    expect(imported.status, await imported.clone().text()).toBe(201);
    const { id: matchId } = await json<{ id: number }>(imported);
    for (const path of ['events', 'possessions']) {
      const listed = await server.request('GET', `/api/${path}?matchId.equals=${matchId}`, {
        token: target.analyst.token,
      });
      const rows = await json<Entity[]>(listed);
      expect(rows.map((row) => row.recordedAt)).toEqual([null]);
    }
  });

  test('an archive whose instant is malformed is refused naming where, and stores nothing', async () => {
    const source = await createTenant(server, 'Broken');
    expect((await send('POST', 'events', bodyOf('events', source, { recordedAt: TAPPED }), source)).status).toBe(201);
    const archive = await json<MatchArchive>(
      await server.request('GET', `/api/matches/${source.ids.match}/archive`, { token: source.manager.token }),
    );
    const broken = { ...archive, events: archive.events.map((row) => ({ ...row, recordedAt: 'yesterday' })) };
    const response = await send('POST', 'matches/import', broken, alpha);
    expect(response.status).toBe(400);
    expect(response.headers.get('Content-Type')).toBe('application/problem+json');
    expect((await json<{ detail: string }>(response)).detail).toContain('events[0].recordedAt');
  });
});
