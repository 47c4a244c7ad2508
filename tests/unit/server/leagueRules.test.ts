import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { createTenant, type Tenant } from './support/fixtures';
import { fieldErrorsOf } from './support/fieldErrorsOf';
import { json, startTestServer, type TestServer } from './support/testServer';

/**
 * A league keeps its rules beside its quarter length (exclusion time, possession clock, pool length, time-outs per
 * match): stored and answered as sent, null when it chose none (the World Aquatics rules), a 400 naming the field
 * when a value is not one the rules allow.
 */
type League = Record<string, unknown> & { id: number };

const RULES = { exclusionTime: 18, possessionClock: 28, poolLength: 25, timeoutsPerMatch: 3 };
const NO_RULES = { exclusionTime: null, possessionClock: null, poolLength: null, timeoutsPerMatch: null };

let server: TestServer;
let alpha: Tenant;
let nextName = 1;

beforeAll(async () => {
  server = await startTestServer();
  alpha = await createTenant(server, 'Rules');
});
afterAll(() => server.close());

const send = (method: string, path: string, body: unknown) =>
  server.request(method, `/api/${path}`, { token: alpha.manager.token, body });
const read = async (path: string) => {
  const response = await server.request('GET', `/api/${path}`, { token: alpha.analyst.token });
  expect(response.status, await response.clone().text()).toBe(200);
  return json<League>(response);
};
const leagueBody = (fields: Record<string, unknown> = {}) => ({ name: `Rules League ${nextName++}`, ...fields });
const created = async (fields: Record<string, unknown> = {}) => {
  const response = await send('POST', 'leagues', leagueBody(fields));
  expect(response.status, await response.clone().text()).toBe(201);
  return json<League>(response);
};

describe('a league’s rules', () => {
  test('a POST stores them, answers them and a GET reads them back as sent', async () => {
    const league = await created(RULES);
    expect(league).toMatchObject(RULES);
    expect(await read(`leagues/${league.id}`)).toMatchObject(RULES);
  });

  test('a league that chose none answers null for each, the World Aquatics rules', async () => {
    const league = await created();
    expect(league).toMatchObject(NO_RULES);
    expect(await read(`leagues/${league.id}`)).toMatchObject(NO_RULES);
  });

  test('a PUT without them sets them back to null, a PATCH without them keeps them', async () => {
    const league = await created(RULES);
    const patched = await send('PATCH', `leagues/${league.id}`, { id: league.id, season: '2026' });
    expect(await json<League>(patched)).toMatchObject({ season: '2026', ...RULES });
    const put = await send('PUT', `leagues/${league.id}`, { id: league.id, name: league.name });
    expect(put.status, await put.clone().text()).toBe(200);
    expect(await read(`leagues/${league.id}`)).toMatchObject(NO_RULES);
  });

  test('lists filter on them', async () => {
    const short = await created({ poolLength: 25 });
    const response = await server.request('GET', '/api/leagues?poolLength.equals=25', { token: alpha.analyst.token });
    expect((await json<League[]>(response)).map((league) => league.id)).toContain(short.id);
  });

  test.each<[string, Record<string, unknown>, string]>([
    ['an exclusion of 19 s', { exclusionTime: 19 }, 'must be 18 or 20 seconds'],
    ['a 20 s possession clock', { possessionClock: 20 }, 'must be 28 or 30 seconds'],
    ['a 50 m pool', { poolLength: 50 }, 'must be 25 or 30 metres'],
    ['no time-outs', { timeoutsPerMatch: 0 }, 'must be 1, 2, 3 or 4'],
    ['time-outs as text', { timeoutsPerMatch: 'two' }, 'must be 1, 2, 3 or 4'],
  ])('%s is a 400 naming the field, never a 500', async (_case, fields, message) => {
    const [field] = Object.keys(fields);
    expect(await fieldErrorsOf(await send('POST', 'leagues', leagueBody(fields)))).toEqual([
      { objectName: 'league', field, message },
    ]);
    const league = await created();
    expect(await fieldErrorsOf(await send('PATCH', `leagues/${league.id}`, { id: league.id, ...fields }))).toEqual([
      { objectName: 'league', field, message },
    ]);
  });
});
