import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import type { MatchArchive } from '../../../src/domain/archive';
import { createTenant, VALID_BODIES, type Tenant } from './support/fixtures';
import { fieldErrorsOf, type FieldError } from './support/fieldErrorsOf';
import { json, startTestServer, type TestServer } from './support/testServer';

/**
 * An event captured without a game clock carries `timeEstimated: true`: kept as sent through single and bulk writes,
 * lists and the match archive; false from clients (and archives) older than the field; a 400 when it is no boolean.
 */
type Entity = Record<string, unknown> & { id: number; uuid: string };

let server: TestServer;
let alpha: Tenant;

beforeAll(async () => {
  server = await startTestServer();
  alpha = await createTenant(server, 'Estimated');
});
afterAll(() => server.close());

const eventBody = (tenant: Tenant, fields: Record<string, unknown> = {}) => ({
  ...VALID_BODIES.events!(tenant.ids),
  ...fields,
});
const send = (method: string, path: string, body: unknown, tenant = alpha) =>
  server.request(method, `/api/${path}`, { token: tenant.manager.token, body });
const read = async (path: string, tenant = alpha) => {
  const response = await server.request('GET', `/api/${path}`, { token: tenant.analyst.token });
  expect(response.status, await response.clone().text()).toBe(200);
  return json<Entity>(response);
};
const created = async (body: Record<string, unknown>) => {
  const response = await send('POST', 'events', body);
  expect(response.status, await response.clone().text()).toBe(201);
  return json<Entity>(response);
};

describe('timeEstimated through the single endpoints', () => {
  test.each([
    ['true', { timeEstimated: true }, true],
    ['false', { timeEstimated: false }, false],
    ['absent (an older client)', {}, false],
  ])('%s is stored and answered on every read', async (_case, fields, expected) => {
    const row = await created(eventBody(alpha, fields));
    expect(row.timeEstimated).toBe(expected);
    expect((await read(`events/${row.id}`)).timeEstimated).toBe(expected);
  });

  test('an edit that re-times an estimated event keeps the mark; one that reads the clock clears it', async () => {
    const body = eventBody(alpha, { timeEstimated: true, time: 100 });
    const row = await created(body);
    const retimed = await send('PUT', `events/${row.id}`, { ...body, id: row.id, time: 90 });
    expect(retimed.status, await retimed.clone().text()).toBe(200);
    expect(await read(`events/${row.id}`)).toMatchObject({ time: 90, timeEstimated: true });
    await send('PUT', `events/${row.id}`, { ...body, id: row.id, time: 95, timeEstimated: false });
    expect(await read(`events/${row.id}`)).toMatchObject({ time: 95, timeEstimated: false });
  });

  test.each([
    ['a string', 'yes'],
    ['a number', 1],
    ['null', null],
  ])('%s is a 400 problem naming timeEstimated, never a 500', async (_case, timeEstimated) => {
    const response = await send('POST', 'events', eventBody(alpha, { timeEstimated }));
    expect(response.status).toBe(400);
    const errors = await fieldErrorsOf(response);
    expect(errors.map((error) => error.field)).toEqual(['timeEstimated']);
  });

  test('lists filter on it as on any boolean', async () => {
    const estimated = await created(eventBody(alpha, { timeEstimated: true, notes: 'filter-estimated' }));
    await created(eventBody(alpha, { notes: 'filter-estimated' }));
    const response = await server.request(
      'GET',
      `/api/events?notes.equals=filter-estimated&timeEstimated.equals=true`,
      { token: alpha.analyst.token },
    );
    expect(response.status, await response.clone().text()).toBe(200);
    expect((await json<Entity[]>(response)).map((row) => row.id)).toEqual([estimated.id]);
  });
});

describe('timeEstimated through the bulk endpoint', () => {
  test('each event keeps its own, one without gets false, and a malformed one is refused alone', async () => {
    const response = await send('POST', 'events/bulk', [
      eventBody(alpha, { timeEstimated: true }),
      eventBody(alpha),
      eventBody(alpha, { timeEstimated: 'maybe' }),
    ]);
    expect(response.status, await response.clone().text()).toBe(200);
    const results =
      await json<{ uuid: string; status: number; id?: number; problem?: { fieldErrors: FieldError[] } }[]>(response);
    expect(results.map((result) => result.status)).toEqual([201, 201, 400]);
    expect(results[2]!.problem!.fieldErrors.map((error) => error.field)).toEqual(['timeEstimated']);
    expect((await read(`events/${results[0]!.id}`)).timeEstimated).toBe(true);
    expect((await read(`events/${results[1]!.id}`)).timeEstimated).toBe(false);
  });
});

describe('timeEstimated in the match archive', () => {
  const exported = async (tenant: Tenant) =>
    json<MatchArchive>(
      await server.request('GET', `/api/matches/${tenant.ids.match}/archive`, { token: tenant.manager.token }),
    );
  const importedMarks = async (archive: unknown, target: Tenant) => {
    const imported = await send('POST', 'matches/import', archive, target);
    expect(imported.status, await imported.clone().text()).toBe(201);
    const { id: matchId } = await json<{ id: number }>(imported);
    const listed = await server.request('GET', `/api/events?matchId.equals=${matchId}`, {
      token: target.analyst.token,
    });
    return Object.fromEntries((await json<Entity[]>(listed)).map((row) => [row.uuid, row.timeEstimated]));
  };

  test('travels with every event to another organisation', async () => {
    const source = await createTenant(server, 'Estimating');
    const estimated = eventBody(source, { timeEstimated: true });
    const read = eventBody(source, { time: 30 });
    for (const body of [estimated, read]) expect((await send('POST', 'events', body, source)).status).toBe(201);
    const archive = await exported(source);
    expect(await importedMarks(archive, await createTenant(server, 'Estimates in'))).toEqual({
      [estimated.uuid as string]: true,
      [read.uuid as string]: false,
    });
  });

  test('an archive written before the field imports, its events with read times', async () => {
    const source = await createTenant(server, 'Before marks');
    const event = eventBody(source, { timeEstimated: true });
    expect((await send('POST', 'events', event, source)).status).toBe(201);
    const archive = await exported(source);
    const older = { ...archive, events: archive.events.map(({ timeEstimated: _mark, ...row }) => row) };
    expect(JSON.stringify(older)).not.toContain('timeEstimated');
    expect(await importedMarks(older, await createTenant(server, 'After marks'))).toEqual({
      [event.uuid as string]: false,
    });
  });
});
