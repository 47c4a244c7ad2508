import { gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { createTenant, type Tenant } from './support/fixtures';
import { json, startTestServer, type TestServer } from './support/testServer';

type Player = {
  id: number;
  firstName: string;
  lastName: string;
  birthYear: number | null;
  team: { id: number } | null;
};
let server: TestServer;
let tenant: Tenant;
let players: Player[];

/** Eight players: known names, birth years 1995..2002, on team1 or team2, one without a year and team. */
const ROSTER = [
  ['Ana', 'Kovacs', 1995, 1],
  ['Bela', 'Nagy', 1996, 1],
  ['Cecil', 'Toth', 1997, 2],
  ['Dora', 'Kiss', 1998, 2],
  ['Emil', 'Szabo', 1999, 1],
  ['Feri', 'Varga', 2000, 2],
  ['Gabi', '50%_off', 2001, 1],
  ['Hugo', 'Horvath', null, null],
] as const;

beforeAll(async () => {
  server = await startTestServer();
  tenant = await createTenant(server, 'List');
  await server.request('DELETE', `/api/players/${tenant.ids.player1}`, { token: tenant.manager.token });
  await server.request('DELETE', `/api/players/${tenant.ids.player2}`, { token: tenant.manager.token });
  players = [];
  for (const [firstName, lastName, birthYear, team] of ROSTER) {
    const teamRef = team === null ? null : { id: team === 1 ? tenant.ids.team1 : tenant.ids.team2 };
    const response = await server.request('POST', '/api/players', {
      token: tenant.manager.token,
      body: { firstName, lastName, birthYear, team: teamRef },
    });
    players.push(await json<Player>(response));
  }
});
afterAll(() => server.close());

const list = async (query: string) => {
  const response = await server.request('GET', `/api/players?${query}`, { token: tenant.analyst.token });
  expect(response.status, await response.clone().text()).toBe(200);
  return { response, rows: await json<Player[]>(response) };
};
const firstNames = async (query: string) => (await list(query)).rows.map((p) => p.firstName);

describe('paging', () => {
  test('X-Total-Count counts every match and Link names next, prev, last and first in that order', async () => {
    const { response, rows } = await list('sort=id,asc&size=3&page=1');
    expect(rows.map((p) => p.firstName)).toEqual(['Dora', 'Emil', 'Feri']);
    expect(response.headers.get('X-Total-Count')).toBe('8');
    expect(response.headers.get('Link')).toBe(
      [
        '</api/players?sort=id%2Casc&page=2&size=3>; rel="next"',
        '</api/players?sort=id%2Casc&page=0&size=3>; rel="prev"',
        '</api/players?sort=id%2Casc&page=2&size=3>; rel="last"',
        '</api/players?sort=id%2Casc&page=0&size=3>; rel="first"',
      ].join(','),
    );
  });

  test('the first page has no prev and the last page no next; filters stay in the links', async () => {
    const first = (await list('lastName.contains=a&size=2')).response.headers.get('Link')!;
    expect(first).toContain('rel="next"');
    expect(first).not.toContain('rel="prev"');
    expect(first).toContain('lastName.contains=a&page=0&size=2');
    const last = (await list('size=5&page=1')).response.headers.get('Link')!;
    expect(last).not.toContain('rel="next"');
    expect(last).toContain('rel="prev"');
  });

  test('size defaults to 20 and is clamped to 2000', async () => {
    expect((await list('')).response.headers.get('Link')).toContain('size=20');
    expect((await list('size=5000')).response.headers.get('Link')).toContain('size=2000');
  });

  test('count answers a bare number and applies the same filters', async () => {
    const response = await server.request('GET', `/api/players/count?teamId.equals=${tenant.ids.team1}`, {
      token: tenant.analyst.token,
    });
    expect(response.headers.get('Content-Type')).toMatch(/^application\/json/);
    expect(await response.text()).toBe('4');
  });
});

describe('compression', () => {
  test('a list read with Accept-Encoding gzip comes gzipped, with the paging headers intact', async () => {
    const response = await server.request('GET', '/api/players?sort=id,asc', {
      token: tenant.analyst.token,
      headers: { 'Accept-Encoding': 'gzip' },
    });
    expect(response.headers.get('Content-Encoding')).toBe('gzip');
    expect(response.headers.get('X-Total-Count')).toBe('8');
    const rows = JSON.parse(gunzipSync(new Uint8Array(await response.arrayBuffer())).toString()) as Player[];
    expect(rows.map((p) => p.firstName)).toEqual(players.map((p) => p.firstName));
  });

  test('writes answer as they are: only reads are compressed', async () => {
    const response = await server.request('POST', '/api/players', {
      token: tenant.manager.token,
      headers: { 'Accept-Encoding': 'gzip' },
      body: { firstName: 'Ivo', lastName: 'Zoric', birthYear: 2003, team: null },
    });
    expect(response.status).toBe(201);
    expect(response.headers.get('Content-Encoding')).toBeNull();
    const created = await json<Player>(response);
    expect(created.lastName).toBe('Zoric');
    await server.request('DELETE', `/api/players/${created.id}`, { token: tenant.manager.token });
  });
});

describe('sorting', () => {
  test('sorts by several properties, each with its own direction, and breaks ties by id', async () => {
    expect(await firstNames('sort=team,desc&sort=birthYear,asc')).toEqual([
      'Hugo',
      'Cecil',
      'Dora',
      'Feri',
      'Ana',
      'Bela',
      'Emil',
      'Gabi',
    ]);
  });

  test('a direction applies to every property before it in the same value', async () => {
    expect(await firstNames('sort=team,birthYear,desc')).toEqual([
      'Hugo',
      'Feri',
      'Dora',
      'Cecil',
      'Gabi',
      'Emil',
      'Bela',
      'Ana',
    ]);
  });

  test('sorts by a dotted relationship path such as team.name', async () => {
    // Sharks sort after Eels; NULL teams come last ascending in PostgreSQL.
    expect((await firstNames('sort=team.name,asc&sort=id,asc')).slice(0, 3)).toEqual(['Cecil', 'Dora', 'Feri']);
  });

  test('ignorecase sorts text case-insensitively', async () => {
    expect((await firstNames('sort=lastName,asc,ignorecase'))[0]).toBe('Gabi');
  });
});

describe('criteria filters', () => {
  const year = (y: number) => String(y);
  test.each([
    ['equals', 'firstName.equals=Cecil', ['Cecil']],
    [
      'notEquals (NULLs excluded)',
      `birthYear.notEquals=${year(1995)}`,
      ['Bela', 'Cecil', 'Dora', 'Emil', 'Feri', 'Gabi'],
    ],
    ['in, comma-separated', 'firstName.in=Ana,Dora', ['Ana', 'Dora']],
    ['in, repeated', 'firstName.in=Ana&firstName.in=Feri', ['Ana', 'Feri']],
    ['notIn', 'birthYear.notIn=1995,1996,1997,1998', ['Emil', 'Feri', 'Gabi']],
    ['specified=false', 'birthYear.specified=false', ['Hugo']],
    ['specified=true', 'teamId.specified=true&birthYear.greaterThan=1999', ['Feri', 'Gabi']],
    ['contains, case-insensitive', 'lastName.contains=VA', ['Ana', 'Feri', 'Hugo']],
    ['contains treats % and _ literally', 'lastName.contains=%25_', ['Gabi']],
    ['doesNotContain', 'lastName.doesNotContain=a', ['Cecil', 'Dora', 'Gabi']],
    ['greaterThan', 'birthYear.greaterThan=2000', ['Gabi']],
    ['lessThan', 'birthYear.lessThan=1997', ['Ana', 'Bela']],
    ['greaterThanOrEqual', 'birthYear.greaterThanOrEqual=2000', ['Feri', 'Gabi']],
    ['lessThanOrEqual', 'birthYear.lessThanOrEqual=1996', ['Ana', 'Bela']],
    ['range operators AND-ed', 'birthYear.greaterThan=1995&birthYear.lessThan=1998', ['Bela', 'Cecil']],
    ['range: equals wins over the others', 'birthYear.equals=1999&birthYear.greaterThan=2000', ['Emil']],
    ['range: in wins over the bounds', 'birthYear.in=1995,2001&birthYear.lessThan=1996', ['Ana', 'Gabi']],
    ['text: only the first operator by precedence counts', 'firstName.equals=Ana&firstName.contains=e', ['Ana']],
    [
      'text: contains comes before notEquals',
      'firstName.notEquals=Bela&firstName.contains=e',
      ['Bela', 'Cecil', 'Emil', 'Feri'],
    ],
    ['relationship id filter', 'teamId.equals=TEAM2', ['Cecil', 'Dora', 'Feri']],
    ['relationship id range filter', 'teamId.in=TEAM1,TEAM2&birthYear.lessThan=1997', ['Ana', 'Bela']],
    ['filters on different fields are AND-ed', 'teamId.equals=TEAM1&lastName.contains=a', ['Ana', 'Bela', 'Emil']],
    ['id filters', 'id.greaterThan=ID6', ['Hugo']],
  ])('%s', async (_name, query, expected) => {
    const q = query
      .replace(/TEAM1/g, String(tenant.ids.team1))
      .replace(/TEAM2/g, String(tenant.ids.team2))
      .replace('ID6', String(players[6]!.id));
    expect(await firstNames(`${q}&sort=id,asc`)).toEqual(expected);
    const count = await server.request('GET', `/api/players/count?${q}`, { token: tenant.analyst.token });
    expect(await json(count)).toBe(expected.length);
  });

  test('filters work on instants, enums, booleans and uuids of other resources', async () => {
    const token = tenant.manager.token;
    const matches = await json<{ id: number }[]>(
      await server.request('GET', '/api/matches?status.equals=SCHEDULED&startsAt.specified=false', { token }),
    );
    expect(matches.map((m) => m.id)).toEqual([tenant.ids.match]);
    await server.request('POST', `/api/matches/${tenant.ids.match}/start`, { token });
    const started = await server.request(
      'GET',
      '/api/matches/count?startedAt.greaterThanOrEqual=2025-03-01T00:00:00Z&status.in=ONGOING,ENDED',
      { token },
    );
    expect(await json(started)).toBe(1);
    const goalKeepers = await server.request('GET', '/api/match-players/count?goalKeeper.equals=true', { token });
    expect(await json(goalKeepers)).toBe(0);
    const noEvent = await server.request('GET', '/api/events/count?uuid.equals=00000000-0000-4000-8000-000000000000', {
      token,
    });
    expect(await json(noEvent)).toBe(0);
  });
});
