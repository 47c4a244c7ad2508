import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { createTenant, type Tenant } from './support/fixtures';
import { json, startTestServer, type TestServer } from './support/testServer';

type MatchPlayer = {
  id: number;
  cap: number;
  goalKeeper: boolean;
  team: { id: number };
  player: { id: number; name: string };
};
type Problem = { status: number; detail: string; fieldErrors?: { field: string; message: string }[] };
let server: TestServer;
let alpha: Tenant;
let beta: Tenant;

beforeAll(async () => {
  server = await startTestServer();
  alpha = await createTenant(server, 'Alpha');
  beta = await createTenant(server, 'Beta');
});
afterAll(() => server.close());

// Each call's players are born in a year of their own: one team may not hold the same player twice.
let birthYear = 1900;
const newPlayers = (tenant: Tenant, count: number, team = tenant.ids.team1) => {
  birthYear += 1;
  return Promise.all(
    Array.from({ length: count }, (_, i) =>
      tenant.post('players', { firstName: `P${i}`, lastName: 'Roster', birthYear, team: { id: team } }),
    ),
  );
};
const newMatch = (tenant: Tenant) =>
  tenant.post('matches', {
    name: `Roster match ${Math.random()}`,
    team1: { id: tenant.ids.team1 },
    team2: { id: tenant.ids.team2 },
  });
const addRoster = (tenant: Tenant, matchId: number, body: unknown, token = tenant.manager.token) =>
  server.request('POST', `/api/matches/${matchId}/roster`, { token, body });

describe('adding players to a match roster in one step', () => {
  test('creates every entry with its cap and goalkeeper flag', async () => {
    const matchId = await newMatch(alpha);
    const [a, b] = await newPlayers(alpha, 2);
    const response = await addRoster(alpha, matchId, {
      team: { id: alpha.ids.team1 },
      players: [
        { player: { id: a }, cap: 1, goalKeeper: true },
        { player: { id: b }, cap: 2 },
      ],
    });
    expect(response.status, await response.clone().text()).toBe(201);
    const rows = await json<MatchPlayer[]>(response);
    expect(rows.map((row) => [row.cap, row.goalKeeper, row.player.name])).toEqual([
      [1, true, 'P0 Roster'],
      [2, false, 'P1 Roster'],
    ]);
  });

  test('a cap already used in the team is a 409 naming it, and nothing is written', async () => {
    const matchId = await newMatch(alpha);
    const [a, b, c] = await newPlayers(alpha, 3);
    await addRoster(alpha, matchId, { team: { id: alpha.ids.team1 }, players: [{ player: { id: a }, cap: 7 }] });
    const response = await addRoster(alpha, matchId, {
      team: { id: alpha.ids.team1 },
      players: [
        { player: { id: b }, cap: 8 },
        { player: { id: c }, cap: 7 },
      ],
    });
    expect(response.status).toBe(409);
    const problem = await json<Problem>(response);
    expect(problem.detail).toBe('Cap 7 is already used in this team');
    expect(problem.fieldErrors).toEqual([
      { objectName: 'roster', field: 'players.1.cap', message: 'Cap 7 is already used in this team' },
    ]);
    const count = await server.request('GET', `/api/match-players/count?matchId.equals=${matchId}`, {
      token: alpha.manager.token,
    });
    expect(await json(count)).toBe(1);
  });

  test.each([
    [
      'the same cap twice',
      (p: number[]) => [
        { player: { id: p[0] }, cap: 3 },
        { player: { id: p[1] }, cap: 3 },
      ],
      409,
    ],
    [
      'the same player twice',
      (p: number[]) => [
        { player: { id: p[0] }, cap: 3 },
        { player: { id: p[0] }, cap: 4 },
      ],
      409,
    ],
    ['a cap of 0', (p: number[]) => [{ player: { id: p[0] }, cap: 0 }], 400],
    ['an unknown player', () => [{ player: { id: 999999 }, cap: 5 }], 400],
  ])('%s is refused (%i)', async (_name, players, status) => {
    const matchId = await newMatch(alpha);
    const ids = await newPlayers(alpha, 2);
    expect((await addRoster(alpha, matchId, { team: { id: alpha.ids.team1 }, players: players(ids) })).status).toBe(
      status,
    );
  });

  test('the same cap in the other team is fine; a team not in the match is not', async () => {
    const matchId = await newMatch(alpha);
    const [a] = await newPlayers(alpha, 1);
    const [b] = await newPlayers(alpha, 1, alpha.ids.team2);
    expect(
      (await addRoster(alpha, matchId, { team: { id: alpha.ids.team1 }, players: [{ player: { id: a }, cap: 9 }] }))
        .status,
    ).toBe(201);
    expect(
      (await addRoster(alpha, matchId, { team: { id: alpha.ids.team2 }, players: [{ player: { id: b }, cap: 9 }] }))
        .status,
    ).toBe(201);
    const other = await alpha.post('teams', { name: 'Outsiders' });
    const response = await addRoster(alpha, matchId, {
      team: { id: other },
      players: [{ player: { id: b }, cap: 10 }],
    });
    expect(response.status).toBe(400);
  });

  test('swapping exchanges two caps of one team', async () => {
    const matchId = await newMatch(alpha);
    const [a, b] = await newPlayers(alpha, 2);
    const rows = await json<MatchPlayer[]>(
      await addRoster(alpha, matchId, {
        team: { id: alpha.ids.team1 },
        players: [
          { player: { id: a }, cap: 4 },
          { player: { id: b }, cap: 11 },
        ],
      }),
    );
    const response = await server.request('POST', `/api/matches/${matchId}/roster/swap`, {
      token: alpha.manager.token,
      body: { a: { id: rows[0]!.id }, b: { id: rows[1]!.id } },
    });
    expect(response.status, await response.clone().text()).toBe(200);
    expect((await json<MatchPlayer[]>(response)).map((row) => [row.id, row.cap])).toEqual([
      [rows[0]!.id, 11],
      [rows[1]!.id, 4],
    ]);
  });

  test.each([
    ['an analyst adds', () => alpha.analyst.token, 403],
    ['another organisation adds', () => beta.manager.token, 404],
  ])('%s: %i', async (_name, token, status) => {
    const matchId = await newMatch(alpha);
    const [a] = await newPlayers(alpha, 1);
    const body = { team: { id: alpha.ids.team1 }, players: [{ player: { id: a }, cap: 5 }] };
    expect((await addRoster(alpha, matchId, body, token())).status).toBe(status);
    expect(
      (
        await server.request('POST', `/api/matches/${matchId}/roster/swap`, {
          token: token(),
          body: { a: { id: 1 }, b: { id: 2 } },
        })
      ).status,
    ).toBe(status);
  });

  test('players of another organisation cannot be added', async () => {
    const matchId = await newMatch(alpha);
    const [foreign] = await newPlayers(beta, 1);
    const response = await addRoster(alpha, matchId, {
      team: { id: alpha.ids.team1 },
      players: [{ player: { id: foreign }, cap: 5 }],
    });
    expect(response.status).toBe(400);
  });
});

describe('importing players of a team', () => {
  const importPlayers = (tenant: Tenant, teamId: number, body: unknown, token = tenant.manager.token) =>
    server.request('POST', `/api/teams/${teamId}/players/import`, { token, body });

  test('creates the players for the team, and with a match also the roster', async () => {
    const matchId = await newMatch(alpha);
    const response = await importPlayers(alpha, alpha.ids.team2, {
      match: { id: matchId },
      players: [
        { firstName: 'Ivan', lastName: 'Horvat', cap: 1, goalKeeper: true },
        { firstName: 'Luka', lastName: 'Babic', cap: 2 },
      ],
    });
    expect(response.status, await response.clone().text()).toBe(201);
    const body = await json<{ players: { team: { id: number } }[]; matchPlayers: MatchPlayer[] }>(response);
    expect(body.players.map((p) => p.team.id)).toEqual([alpha.ids.team2, alpha.ids.team2]);
    expect(body.matchPlayers.map((p) => [p.cap, p.goalKeeper, p.player.name])).toEqual([
      [1, true, 'Ivan Horvat'],
      [2, false, 'Luka Babic'],
    ]);
  });

  test('one bad row rejects all of them with the row in the field name', async () => {
    const before = await json<number>(
      await server.request('GET', `/api/players/count?teamId.equals=${alpha.ids.team1}`, {
        token: alpha.manager.token,
      }),
    );
    const response = await importPlayers(alpha, alpha.ids.team1, {
      players: [
        { firstName: 'Ok', lastName: 'Row' },
        { firstName: '', lastName: 'Nameless' },
      ],
    });
    expect(response.status).toBe(400);
    expect((await json<Problem>(response)).fieldErrors?.[0]?.field).toBe('players.1.firstName');
    const after = await json<number>(
      await server.request('GET', `/api/players/count?teamId.equals=${alpha.ids.team1}`, {
        token: alpha.manager.token,
      }),
    );
    expect(after).toBe(before);
  });

  test('onto a roster, caps are required and must be free', async () => {
    const matchId = await newMatch(alpha);
    const [a] = await newPlayers(alpha, 1);
    await addRoster(alpha, matchId, { team: { id: alpha.ids.team1 }, players: [{ player: { id: a }, cap: 3 }] });
    const missing = await importPlayers(alpha, alpha.ids.team1, {
      match: { id: matchId },
      players: [{ firstName: 'No', lastName: 'Cap' }],
    });
    expect((await json<Problem>(missing)).fieldErrors?.[0]).toMatchObject({
      field: 'players.0.cap',
      message: 'A cap is needed for the roster',
    });
    const taken = await importPlayers(alpha, alpha.ids.team1, {
      match: { id: matchId },
      players: [{ firstName: 'Taken', lastName: 'Cap', cap: 3 }],
    });
    expect((await json<Problem>(taken)).fieldErrors?.[0]).toMatchObject({
      field: 'players.0.cap',
      message: 'Cap 3 is already used in this team',
    });
  });

  test.each([
    ['an analyst', () => alpha.analyst.token, 403],
    ['another organisation', () => beta.manager.token, 404],
  ])('%s cannot import: %i', async (_name, token, status) => {
    expect(
      (await importPlayers(alpha, alpha.ids.team1, { players: [{ firstName: 'A', lastName: 'B' }] }, token())).status,
    ).toBe(status);
  });
});
