import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { createTenant, type Tenant } from './support/fixtures';
import { json, startTestServer, type TestServer } from './support/testServer';

type Problem = { status: number; fieldErrors?: { field: string; message: string }[] };
type ImportAnswer = {
  created: number;
  updated: number;
  players: { id: number; firstName: string; birthYear: number | null }[];
  matchPlayers: { cap: number; goalKeeper: boolean; player: { id: number } }[];
};
type RosterEntry = { cap: number; goalKeeper: boolean; player: { id: number }; team: { id: number } };

let server: TestServer;
let alpha: Tenant;
let beta: Tenant;

beforeAll(async () => {
  server = await startTestServer();
  alpha = await createTenant(server, 'Alpha');
  beta = await createTenant(server, 'Beta');
});
afterAll(() => server.close());

const importPlayers = (tenant: Tenant, teamId: number, body: unknown, token = tenant.manager.token) =>
  server.request('POST', `/api/teams/${teamId}/players/import`, { token, body });
const newTeam = (tenant: Tenant) => tenant.post('teams', { name: `Reimport ${Math.random()}`, shortName: 'REI' });
const newMatch = (tenant: Tenant, teamId: number) =>
  tenant.post('matches', { name: `Reimport ${Math.random()}`, team1: { id: teamId }, team2: { id: tenant.ids.team2 } });
const get = async <T>(path: string, tenant = alpha) =>
  json<T>(await server.request('GET', path, { token: tenant.manager.token }));
const playersOf = (teamId: number) =>
  get<{ firstName: string; lastName: string; birthYear: number | null }[]>(
    `/api/players?teamId.equals=${teamId}&size=100&sort=id,asc`,
  );
const rosterOf = (matchId: number, teamId: number) =>
  get<RosterEntry[]>(`/api/match-players?matchId.equals=${matchId}&teamId.equals=${teamId}&size=100&sort=cap,asc`);

const ROSTER = [
  { firstName: 'Ágnes', lastName: 'Kovács', cap: 1, goalKeeper: true },
  { firstName: 'Éva', lastName: 'Tóth', cap: 2 },
  { firstName: 'Mia', lastName: 'Nagy', cap: 3 },
];

describe('importing the same roster again', () => {
  test('updates the players and their caps instead of creating them twice', async () => {
    const teamId = await newTeam(alpha);
    const matchId = await newMatch(alpha, teamId);
    const first = await importPlayers(alpha, teamId, { match: { id: matchId }, players: ROSTER });
    expect(first.status, await first.clone().text()).toBe(201);
    expect(await json<ImportAnswer>(first)).toMatchObject({ created: 3, updated: 0 });

    // Caps swapped, the goalkeeper changed, names spelt as another export spells them, one new player.
    const again = await importPlayers(alpha, teamId, {
      match: { id: matchId },
      players: [
        { firstName: 'AGNES', lastName: ' kovacs ', cap: 2 },
        { firstName: 'Eva', lastName: 'Toth', cap: 1, goalKeeper: true },
        { firstName: 'Mia', lastName: 'Nagy', cap: 3 },
        { firstName: 'Zsófia', lastName: 'Szabó', cap: 4 },
      ],
    });
    expect(again.status, await again.clone().text()).toBe(201);
    const answer = await json<ImportAnswer>(again);
    expect([answer.created, answer.updated]).toEqual([1, 3]);

    const players = await playersOf(teamId);
    expect(players.map((p) => `${p.firstName} ${p.lastName}`)).toEqual([
      'Ágnes Kovács',
      'Éva Tóth',
      'Mia Nagy',
      'Zsófia Szabó',
    ]);
    const ids = Object.fromEntries(answer.players.map((p, index) => [index, p.id]));
    expect((await rosterOf(matchId, teamId)).map((e) => [e.cap, e.goalKeeper, e.player.id])).toEqual([
      [1, true, ids[1]],
      [2, false, ids[0]],
      [3, false, ids[2]],
      [4, false, ids[3]],
    ]);
  });

  test('without a match, a second import creates nothing and says all were updated', async () => {
    const teamId = await newTeam(alpha);
    await importPlayers(alpha, teamId, { players: ROSTER });
    const again = await importPlayers(alpha, teamId, { players: ROSTER });
    expect(again.status).toBe(200);
    expect(await json<ImportAnswer>(again)).toMatchObject({ created: 0, updated: 3 });
    expect(await playersOf(teamId)).toHaveLength(3);
  });

  test.each([
    ['the same birth year is the same player', 2001, 2001, { created: 0, updated: 1 }, 2001],
    ['a birth year given later is stored on the player', null, 2001, { created: 0, updated: 1 }, 2001],
    ['a row without a birth year finds the player with one', 2001, null, { created: 0, updated: 1 }, 2001],
    ['another birth year is another player', 2001, 2004, { created: 1, updated: 0 }, 2001],
  ])('%s', async (_case, storedYear, importedYear, counts, firstYear) => {
    const teamId = await newTeam(alpha);
    await importPlayers(alpha, teamId, { players: [{ firstName: 'Anna', lastName: 'Kiss', birthYear: storedYear }] });
    const again = await importPlayers(alpha, teamId, {
      players: [{ firstName: 'anna', lastName: 'KISS', birthYear: importedYear }],
    });
    expect(await json<ImportAnswer>(again)).toMatchObject(counts);
    const players = await playersOf(teamId);
    expect(players[0]!.birthYear).toBe(firstYear);
    expect(players).toHaveLength(1 + counts.created);
  });

  test('a player of another team with the same name is not touched', async () => {
    const teamId = await newTeam(alpha);
    const answer = await json<ImportAnswer>(
      await importPlayers(alpha, teamId, { players: [{ firstName: 'Gergely', lastName: 'Kovacs' }] }),
    );
    expect([answer.created, answer.updated]).toEqual([1, 0]);
    expect(answer.players[0]!.id).not.toBe(alpha.ids.player1);
  });

  test.each([
    [
      'the same player twice in one import',
      [
        { firstName: 'Anna', lastName: 'Kiss' },
        { firstName: 'ANNA', lastName: 'Kiss' },
      ],
      { field: 'players.1.firstName', message: 'ANNA Kiss is also row 1 of the import' },
    ],
    [
      'a row naming two players of the team',
      [{ firstName: 'Dora', lastName: 'Ban' }],
      { field: 'players.0.lastName', message: 'Several players of the team are called Dora Ban; give the birth year' },
    ],
  ])('%s is refused on its row and nothing changes', async (_case, players, fieldError) => {
    const teamId = await newTeam(alpha);
    await importPlayers(alpha, teamId, {
      players: [
        { firstName: 'Dora', lastName: 'Ban', birthYear: 2000 },
        { firstName: 'Dora', lastName: 'Ban', birthYear: 2003 },
      ],
    });
    const response = await importPlayers(alpha, teamId, { players });
    expect(response.status).toBe(400);
    expect((await json<Problem>(response)).fieldErrors).toEqual([expect.objectContaining(fieldError)]);
    expect(await playersOf(teamId)).toHaveLength(2);
  });

  test("another organisation's team is still not found, and its players stay as they were", async () => {
    const response = await importPlayers(beta, alpha.ids.team1, {
      players: [{ firstName: 'Gergely', lastName: 'Kovacs' }],
    });
    expect(response.status).toBe(404);
    const players = await playersOf(alpha.ids.team1);
    expect(players.filter((p) => p.firstName === 'Gergely')).toHaveLength(1);
  });
});
