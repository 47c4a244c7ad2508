import { randomUUID } from 'node:crypto';
import { asc } from 'drizzle-orm';
import { beforeEach, afterAll, beforeAll, describe, expect, test } from 'vitest';
import {
  event,
  league,
  match,
  matchExternalId,
  matchPlayer,
  matchTips,
  matchVideo,
  organization,
  player,
  possession,
  team,
} from '../../../src/server/db/schema';
import { json, startTestServer, type TestServer } from './support/testServer';

type Problem = { status: number; title: string; detail: string; message: string };
type World = Awaited<ReturnType<typeof buildWorld>>;

let server: TestServer;
let world: World;

beforeAll(async () => {
  server = await startTestServer();
});
beforeEach(async () => {
  await server.truncateAll();
  world = await buildWorld();
});
afterAll(() => server.close());

/**
 * Two organizations; in the first, leagues "OB I" and "OB II" of 2025/26, teams Szolnok and Eger in OB I and
 * an Eger without a league, Anna Kiss (2005) and Bea Nagy (no birth year) playing for Szolnok, and one match
 * Szolnok - Eger in OB I.
 */
async function buildWorld() {
  const club = await server.createOrganization('Lake Polo Club');
  const other = await server.createOrganization('River Polo Club');
  const manager = await server.createUser('manager', ['ROLE_USER'], club.id);
  const admin = await server.createUser('admin', ['ROLE_ADMIN', 'ROLE_USER'], club.id);
  const otherManager = await server.createUser('other-manager', ['ROLE_USER'], other.id);
  const post = async (path: string, body: unknown, token = manager.token) => {
    const response = await server.request('POST', `/api/${path}`, { token, body });
    expect(response.status, await response.clone().text()).toBe(201);
    return (await json<{ id: number }>(response)).id;
  };
  const obI = await post('leagues', { name: 'OB I', season: '2025/26' });
  const obII = await post('leagues', { name: 'OB II', season: '2025/26' });
  const szolnok = await post('teams', { name: 'Szolnok', league: { id: obI } });
  const eger = await post('teams', { name: 'Eger', league: { id: obI } });
  const freeEger = await post('teams', { name: 'Eger' });
  const anna = await post('players', { firstName: 'Anna', lastName: 'Kiss', birthYear: 2005, team: { id: szolnok } });
  const bea = await post('players', { firstName: 'Bea', lastName: 'Nagy', team: { id: szolnok } });
  const game = await post('matches', {
    name: 'Szolnok - Eger',
    team1: { id: szolnok },
    team2: { id: eger },
    league: { id: obI },
  });
  const ids = { club: club.id, other: other.id, obI, obII, szolnok, eger, freeEger, anna, bea, game };
  return { ids, manager, admin, otherManager, post };
}

/** Every row a refusal must leave as it was. */
const snapshot = async () => {
  const { db } = server;
  const all = (table: typeof league | typeof team | typeof player | typeof match | typeof organization) =>
    db.select().from(table).orderBy(asc(table.id));
  return {
    organizations: await all(organization),
    leagues: await all(league),
    teams: await all(team),
    players: await all(player),
    matches: await all(match),
    roster: await db.select().from(matchPlayer),
    events: await db.select().from(event),
    possessions: await db.select().from(possession),
    videos: await db.select().from(matchVideo),
    tips: await db.select().from(matchTips),
    externalIds: await db.select().from(matchExternalId),
  };
};

type Ids = World['ids'];
type Write = {
  method: 'POST' | 'PUT' | 'PATCH';
  path: string;
  /** The row written (PUT and PATCH), and the body, given the world's ids. */
  id?: (ids: Ids) => number;
  body: (ids: Ids) => Record<string, unknown>;
  asAdmin?: boolean;
};

const send = (write: Write, token = write.asAdmin ? world.admin.token : world.manager.token) => {
  const id = write.id?.(world.ids);
  const body = write.body(world.ids);
  return server.request(write.method, `/api/${write.path}${id === undefined ? '' : `/${id}`}`, {
    token,
    body: id === undefined ? body : { id, ...body },
  });
};

const REFUSED: [string, Write, string][] = [
  [
    'a league of the same name and season',
    { method: 'POST', path: 'leagues', body: () => ({ name: 'OB I', season: '2025/26' }) },
    'A league named "OB I" already exists in season "2025/26".',
  ],
  [
    'a league whose name differs only in case and spaces',
    { method: 'POST', path: 'leagues', body: () => ({ name: '  ob   I ', season: ' 2025/26' }) },
    'A league named "OB I" already exists in season "2025/26".',
  ],
  [
    'a league renamed to another of its season',
    { method: 'PUT', path: 'leagues', id: (ids) => ids.obII, body: () => ({ name: 'Ob i', season: '2025/26' }) },
    'A league named "OB I" already exists in season "2025/26".',
  ],
  [
    'a team of the same name in the same league',
    { method: 'POST', path: 'teams', body: (ids) => ({ name: 'Szolnok', league: { id: ids.obI } }) },
    'A team named "Szolnok" already exists in league "OB I".',
  ],
  [
    'a team whose name differs only in case and spaces',
    { method: 'POST', path: 'teams', body: (ids) => ({ name: ' SZOLNOK', league: { id: ids.obI } }) },
    'A team named "Szolnok" already exists in league "OB I".',
  ],
  [
    'a team renamed (PUT) to another team of its league',
    {
      method: 'PUT',
      path: 'teams',
      id: (ids) => ids.eger,
      body: (ids) => ({ name: 'szolnok', shortName: 'EGE', league: { id: ids.obI } }),
    },
    'A team named "Szolnok" already exists in league "OB I".',
  ],
  [
    'a team renamed (PATCH) to another team of its league',
    { method: 'PATCH', path: 'teams', id: (ids) => ids.eger, body: () => ({ name: 'Szolnok' }) },
    'A team named "Szolnok" already exists in league "OB I".',
  ],
  [
    'a team moved into a league that has its name',
    { method: 'PATCH', path: 'teams', id: (ids) => ids.freeEger, body: (ids) => ({ league: { id: ids.obI } }) },
    'A team named "Eger" already exists in league "OB I".',
  ],
  [
    'a team without a league named as another without one',
    { method: 'POST', path: 'teams', body: () => ({ name: 'eger ' }) },
    'A team named "Eger" without a league already exists.',
  ],
  [
    'a player of the same name and birth year in the same team',
    {
      method: 'POST',
      path: 'players',
      body: (ids) => ({ firstName: 'anna', lastName: ' KISS', birthYear: 2005, team: { id: ids.szolnok } }),
    },
    'A player named "Anna Kiss" born 2005 already exists in team "Szolnok".',
  ],
  [
    'a player of the same name, neither with a birth year, in the same team',
    {
      method: 'POST',
      path: 'players',
      body: (ids) => ({ firstName: 'Bea', lastName: 'Nagy', team: { id: ids.szolnok } }),
    },
    'A player named "Bea Nagy" without a birth year already exists in team "Szolnok".',
  ],
  [
    'a player renamed to a teammate of the same birth year',
    {
      method: 'PUT',
      path: 'players',
      id: (ids) => ids.bea,
      body: (ids) => ({ firstName: 'Anna', lastName: 'Kiss', birthYear: 2005, team: { id: ids.szolnok } }),
    },
    'A player named "Anna Kiss" born 2005 already exists in team "Szolnok".',
  ],
  [
    'an organization of the same name',
    { method: 'POST', path: 'organizations', body: () => ({ name: 'lake polo  club' }), asAdmin: true },
    'An organization named "Lake Polo Club" already exists.',
  ],
  [
    'an organization renamed to another',
    {
      method: 'PUT',
      path: 'organizations',
      id: (ids) => ids.other,
      body: () => ({ name: 'Lake Polo Club' }),
      asAdmin: true,
    },
    'An organization named "Lake Polo Club" already exists.',
  ],
];

describe('a name repeated within an organization', () => {
  test.each(REFUSED)('%s is refused with 400 saying which, and nothing changes', async (_name, write, message) => {
    const before = await snapshot();
    const response = await send(write);
    expect(response.status).toBe(400);
    expect(response.headers.get('X-poolsideApp-error')).toBe('error.nameexists');
    const problem = await json<Problem>(response);
    expect(problem).toMatchObject({ status: 400, title: message, detail: message, message: 'error.nameexists' });
    expect(await snapshot()).toEqual(before);
  });

  const ALLOWED: [string, Write][] = [
    ['the same league name in another season', { method: 'POST', path: 'leagues', body: () => ({ name: 'OB I' }) }],
    [
      'the same team name in another league',
      { method: 'POST', path: 'teams', body: (ids) => ({ name: 'Szolnok', league: { id: ids.obII } }) },
    ],
    ['the same team name without a league', { method: 'POST', path: 'teams', body: () => ({ name: 'Szolnok' }) }],
    [
      'a team name that differs by an accent',
      { method: 'POST', path: 'teams', body: (ids) => ({ name: 'Szolnók', league: { id: ids.obI } }) },
    ],
    [
      'the same player name with another birth year',
      {
        method: 'POST',
        path: 'players',
        body: (ids) => ({ firstName: 'Anna', lastName: 'Kiss', birthYear: 2006, team: { id: ids.szolnok } }),
      },
    ],
    [
      'the same player name and birth year in another team',
      {
        method: 'POST',
        path: 'players',
        body: (ids) => ({ firstName: 'Anna', lastName: 'Kiss', birthYear: 2005, team: { id: ids.eger } }),
      },
    ],
    [
      'a team keeping its own name (PUT)',
      {
        method: 'PUT',
        path: 'teams',
        id: (ids) => ids.szolnok,
        body: (ids) => ({ name: 'Szolnok', shortName: 'SZO', league: { id: ids.obI } }),
      },
    ],
    [
      'a team respelling its own name',
      { method: 'PATCH', path: 'teams', id: (ids) => ids.szolnok, body: () => ({ name: 'SZOLNOK' }) },
    ],
    [
      'a player changing only the birth year',
      { method: 'PATCH', path: 'players', id: (ids) => ids.anna, body: () => ({ birthYear: 2006 }) },
    ],
    [
      'an organization keeping its own name',
      {
        method: 'PUT',
        path: 'organizations',
        id: (ids) => ids.club,
        body: () => ({ name: 'Lake Polo Club' }),
        asAdmin: true,
      },
    ],
  ];
  test.each(ALLOWED)('%s is stored', async (_name, write) => {
    const response = await send(write);
    expect(response.status, await response.clone().text()).toBe(write.method === 'POST' ? 201 : 200);
  });

  test("another organization's names do not count", async () => {
    const theirs = { method: 'POST', path: 'leagues', body: () => ({ name: 'OB I', season: '2025/26' }) } as const;
    expect((await send(theirs, world.otherManager.token)).status).toBe(201);
  });

  test('two creates of one name at the same moment store it once', async () => {
    const write: Write = { method: 'POST', path: 'teams', body: (ids) => ({ name: 'Vasas', league: { id: ids.obI } }) };
    const statuses = (await Promise.all([send(write), send(write)])).map((response) => response.status);
    expect(statuses.sort()).toEqual([201, 400]);
  });

  test('importing a player the team has updates that player instead of adding another', async () => {
    const response = await server.request('POST', `/api/teams/${world.ids.szolnok}/players/import`, {
      token: world.manager.token,
      body: { players: [{ firstName: 'ANNA', lastName: 'kiss', birthYear: 2005 }] },
    });
    expect(response.status, await response.clone().text()).toBe(200);
    expect(await json(response)).toMatchObject({ created: 0, updated: 1 });
    expect((await snapshot()).players).toHaveLength(2);
  });

  test('an import and a single create of one new player at the same moment store that player once', async () => {
    const cili = { firstName: 'Cili', lastName: 'Tóth', birthYear: 2004 };
    const [imported, created] = await Promise.all([
      server.request('POST', `/api/teams/${world.ids.szolnok}/players/import`, {
        token: world.manager.token,
        body: { players: [cili] },
      }),
      send({ method: 'POST', path: 'players', body: (ids) => ({ ...cili, team: { id: ids.szolnok } }) }),
    ]);
    expect([imported.status, created.status]).toContain(201);
    expect((await server.db.select().from(player)).filter((row) => row.firstName === 'Cili')).toHaveLength(1);
  });
});

describe('deleting what other data refers to', () => {
  /** The match played: Anna on the roster with cap 7, an event of hers, a possession, a video, tips, an id. */
  const playMatch = async () => {
    const { ids, post } = world;
    await post('match-players', {
      cap: 7,
      match: { id: ids.game },
      team: { id: ids.szolnok },
      player: { id: ids.anna },
    });
    const common = {
      uuid: randomUUID(),
      match: { id: ids.game },
      team: { id: ids.szolnok },
      quarter: 1,
      offense: true,
    };
    await post('events', { ...common, time: 12, type: 'SHOOT', shootOutcome: 'GOAL', playerNumber: 7 });
    await post('events', {
      ...common,
      uuid: randomUUID(),
      time: 20,
      type: 'SHOOT',
      shootOutcome: 'MISSFOR',
      playerNumber: 3,
    });
    await post('possessions', { ...common, uuid: randomUUID(), timeFrom: 0, timeTo: 28 });
    await post('match-videos', { match: { id: ids.game }, quarter: 1, videoUrl: 'https://videos.example.com/q1.mp4' });
    await post('match-external-ids', { match: { id: ids.game }, value: '4123' });
    await server.db
      .insert(matchTips)
      .values({ matchId: ids.game, organizationId: ids.club, tips: [], format: 'json', importedBy: 'manager' });
  };

  const IN_USE: [string, (ids: Ids) => string, string, boolean?][] = [
    [
      'a league',
      (ids) => `leagues/${ids.obI}`,
      'League "OB I" is used by 2 teams and 1 match; remove or move them first.',
    ],
    [
      'a team',
      (ids) => `teams/${ids.szolnok}`,
      'Team "Szolnok" is used by 1 match and 2 players; remove or move them first.',
    ],
    [
      'a team only players refer to',
      (ids) => `teams/${ids.freeEger}`,
      'Team "Eger" is used by 1 player; remove or move them first.',
    ],
    [
      'a player',
      (ids) => `players/${ids.anna}`,
      'Player "Anna Kiss" is used by 1 match roster and 1 event; remove or move them first.',
    ],
    [
      'a match',
      (ids) => `matches/${ids.game}`,
      'Match "Szolnok - Eger" is used by 2 events, 1 possession, 1 roster player, 1 video, 1 imported play-by-play and 1 external id; remove or move them first.',
    ],
    [
      'an organization',
      (ids) => `organizations/${ids.club}`,
      'Organization "Lake Polo Club" is used by 2 users, 2 leagues, 3 teams, 3 players and 1 match; remove or move them first.',
      true,
    ],
  ];
  test.each(IN_USE)(
    '%s is refused with 409 naming what refers to it, and nothing changes',
    async (_name, path, message, asAdmin) => {
      await playMatch();
      await world.post('players', { firstName: 'Cili', lastName: 'Tóth', team: { id: world.ids.freeEger } });
      const before = await snapshot();
      const token = asAdmin ? world.admin.token : world.manager.token;
      const response = await server.request('DELETE', `/api/${path(world.ids)}`, { token });
      expect(response.status).toBe(409);
      expect(response.headers.get('X-poolsideApp-error')).toBe('error.inuse');
      expect(await json<Problem>(response)).toMatchObject({
        status: 409,
        title: message,
        detail: message,
        message: 'error.inuse',
      });
      expect(await snapshot()).toEqual(before);
    },
  );

  test('is allowed once what referred to it is gone', async () => {
    await playMatch();
    const { ids, manager } = world;
    const remove = (path: string) => server.request('DELETE', `/api/${path}`, { token: manager.token });
    const idsOf = async (path: string) =>
      (await json<{ id: number }[]>(await server.request('GET', `/api/${path}`, { token: manager.token }))).map(
        (row) => row.id,
      );
    for (const path of ['events', 'possessions', 'match-players', 'match-videos', 'match-external-ids'])
      for (const id of await idsOf(`${path}?matchId.equals=${ids.game}`))
        expect((await remove(`${path}/${id}`)).status).toBe(204);
    // The imported play-by-play alone still holds the match.
    expect((await json<Problem>(await remove(`matches/${ids.game}`))).detail).toBe(
      'Match "Szolnok - Eger" is used by 1 imported play-by-play; remove or move them first.',
    );
    await server.db.delete(matchTips);
    expect((await remove(`matches/${ids.game}`)).status).toBe(204);
    expect((await remove(`players/${ids.anna}`)).status).toBe(204);
    // Moving its teams out of the league frees it.
    for (const teamId of [ids.szolnok, ids.eger]) {
      const moved = await server.request('PUT', `/api/teams/${teamId}`, {
        token: manager.token,
        body: { id: teamId, name: teamId === ids.eger ? 'Eger 2' : 'Szolnok', league: null },
      });
      expect(moved.status, await moved.clone().text()).toBe(200);
    }
    expect((await remove(`leagues/${ids.obI}`)).status).toBe(204);
    expect(await idsOf('leagues')).toEqual([ids.obII]);
    expect((await remove(`players/${ids.bea}`)).status).toBe(204);
    expect((await remove(`teams/${ids.szolnok}`)).status).toBe(204);
    expect(await idsOf('teams?sort=id,asc')).toEqual([ids.eger, ids.freeEger]);
  });

  test('a row that is not there, or is another organization’s, is still 204 and changes nothing', async () => {
    const before = await snapshot();
    const other = world.otherManager.token;
    expect((await server.request('DELETE', `/api/leagues/${world.ids.obI}`, { token: other })).status).toBe(204);
    expect((await server.request('DELETE', '/api/leagues/999999', { token: world.manager.token })).status).toBe(204);
    expect(await snapshot()).toEqual(before);
  });
});
