import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import type { MatchArchive } from '../../../src/domain/archive';
import { createTenant, VALID_BODIES, type Tenant } from './support/fixtures';
import { fieldErrorsOf } from './support/fieldErrorsOf';
import { json, startTestServer, type TestServer } from './support/testServer';

/**
 * How a missed shot ended (`shootResult`: SAVED, MISSED, POST) is kept as sent through single and bulk writes, lists
 * and the match archive; null from clients and archives older than the field; a 400 naming it for any other word.
 */
type Entity = Record<string, unknown> & { id: number; uuid: string };

let server: TestServer;
let alpha: Tenant;

beforeAll(async () => {
  server = await startTestServer();
  alpha = await createTenant(server, 'Results');
});
afterAll(() => server.close());

const shot = (tenant: Tenant, fields: Record<string, unknown> = {}) => ({
  ...VALID_BODIES.events!(tenant.ids),
  type: 'SHOOT',
  playerNumber: 7,
  shootOutcome: 'MISSAGAINST',
  ...fields,
});
const send = (method: string, path: string, body: unknown, tenant = alpha) =>
  server.request(method, `/api/${path}`, { token: tenant.manager.token, body });
const list = async (query: string, tenant = alpha) => {
  const response = await server.request('GET', `/api/events?${query}`, { token: tenant.analyst.token });
  expect(response.status, await response.clone().text()).toBe(200);
  return json<Entity[]>(response);
};

describe('shootResult', () => {
  test.each([
    ['SAVED', { shootResult: 'SAVED' }, 'SAVED'],
    ['POST', { shootResult: 'POST' }, 'POST'],
    ['absent (an older client)', {}, null],
  ])('%s is stored and answered', async (_case, fields, expected) => {
    const response = await send('POST', 'events', shot(alpha, fields));
    expect(response.status, await response.clone().text()).toBe(201);
    const row = await json<Entity>(response);
    expect(row.shootResult).toBe(expected);
    const read = await server.request('GET', `/api/events/${row.id}`, { token: alpha.analyst.token });
    expect((await json<Entity>(read)).shootResult).toBe(expected);
  });

  test.each([['WIDE'], [1], ['saved']])('%s is a 400 problem naming shootResult, never a 500', async (value) => {
    const response = await send('POST', 'events', shot(alpha, { shootResult: value }));
    expect(response.status).toBe(400);
    expect((await fieldErrorsOf(response)).map((error) => error.field)).toEqual(['shootResult']);
  });

  test('lists filter on it, and bulk writes refuse a bad one alone', async () => {
    const bulk = await send('POST', 'events/bulk', [
      shot(alpha, { shootResult: 'SAVED', notes: 'filter-result' }),
      shot(alpha, { shootResult: 'MISSED', notes: 'filter-result' }),
      shot(alpha, { shootResult: 'OVER', notes: 'filter-result' }),
    ]);
    expect(bulk.status, await bulk.clone().text()).toBe(200);
    const results = await json<{ status: number; id?: number }[]>(bulk);
    expect(results.map((result) => result.status)).toEqual([201, 201, 400]);
    const saved = await list('notes.equals=filter-result&shootResult.equals=SAVED');
    expect(saved.map((row) => row.id)).toEqual([results[0]!.id]);
  });

  test('travels in the match archive, and an archive written before it imports with none', async () => {
    const source = await createTenant(server, 'Result out');
    const body: Record<string, unknown> = shot(source, { shootResult: 'POST' });
    expect((await send('POST', 'events', body, source)).status).toBe(201);
    const archive = await json<MatchArchive>(
      await server.request('GET', `/api/matches/${source.ids.match}/archive`, { token: source.manager.token }),
    );
    const older = { ...archive, events: archive.events.map(({ shootResult: _result, ...row }) => row) };
    for (const [sent, expected] of [
      [archive, 'POST'],
      [older, null],
    ] as const) {
      const target = await createTenant(server, `Result in ${expected}`);
      const imported = await send('POST', 'matches/import', sent, target);
      expect(imported.status, await imported.clone().text()).toBe(201);
      const { id: matchId } = await json<{ id: number }>(imported);
      const rows = await list(`matchId.equals=${matchId}`, target);
      expect(rows.find((row) => row.uuid === body.uuid)?.shootResult).toBe(expected);
    }
  });
});
