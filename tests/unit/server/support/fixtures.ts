import { randomUUID } from 'node:crypto';
import { expect } from 'vitest';
import { json, type TestServer, type TestUser } from './testServer';

/** An organisation with its members and a little reference data created through the API. */
export type Tenant = Awaited<ReturnType<typeof createTenant>>;

export async function createTenant(server: TestServer, name: string) {
  const org = await server.createOrganization(`${name} Polo Club`);
  const prefix = name.toLowerCase();
  const [manager, analyst, admin] = await Promise.all([
    server.createUser(`${prefix}-user`, ['ROLE_USER'], org.id),
    server.createUser(`${prefix}-analyst`, ['ROLE_ANALYST'], org.id),
    server.createUser(`${prefix}-admin`, ['ROLE_ADMIN', 'ROLE_USER'], org.id),
  ]);
  const post = async (path: string, body: unknown) => {
    const response = await server.request('POST', `/api/${path}`, { token: manager.token, body });
    expect(response.status, `${path}: ${await response.clone().text()}`).toBe(201);
    return (await json<{ id: number }>(response)).id;
  };
  const league = await post('leagues', { name: `${name} League`, season: '2025' });
  const team1 = await post('teams', { name: `${name} Sharks`, shortName: 'SHA', league: { id: league } });
  const team2 = await post('teams', { name: `${name} Eels`, shortName: 'EEL', league: { id: league } });
  const player1 = await post('players', { firstName: 'Gergely', lastName: 'Kovacs', team: { id: team1 } });
  const player2 = await post('players', { firstName: 'Marko', lastName: 'Petrovic', team: { id: team2 } });
  const match = await post('matches', {
    name: `${name} Sharks - ${name} Eels`,
    team1: { id: team1 },
    team2: { id: team2 },
    league: { id: league },
  });
  const ids = { league, team1, team2, player1, player2, match };
  return { org, manager, analyst, admin, ids, post };
}

let nextCap = 1;
let nextName = 1;
/** A fresh valid body per resource; caps, names and uuids differ on every call so creates never collide. */
export const VALID_BODIES: Record<
  string,
  (ids: Tenant['ids'], extra?: { userId?: number; organizationId?: number }) => Record<string, unknown>
> = {
  leagues: () => ({ name: `Spring League ${nextName++}`, season: '2025/26', quarterLength: 420 }),
  teams: (ids) => ({ name: `Otters ${nextName++}`, shortName: 'OTT', league: { id: ids.league } }),
  players: (ids) => ({ firstName: 'Luca', lastName: `Rossi ${nextName++}`, birthYear: 2001, team: { id: ids.team1 } }),
  matches: (ids) => ({
    name: 'Sharks - Eels II',
    team1: { id: ids.team1 },
    team2: { id: ids.team2 },
    startsAt: '2025-04-01T18:00:00.000Z',
  }),
  'match-players': (ids) => ({
    cap: (nextCap++ % 99) + 1,
    goalKeeper: false,
    match: { id: ids.match },
    team: { id: ids.team1 },
    player: { id: ids.player1 },
  }),
  'match-videos': (ids) => ({ match: { id: ids.match }, quarter: 1, videoUrl: 'https://videos.example.com/q1.mp4' }),
  'match-external-ids': (ids) => ({ match: { id: ids.match }, value: '4123' }),
  possessions: (ids) => ({
    uuid: randomUUID(),
    match: { id: ids.match },
    team: { id: ids.team1 },
    quarter: 1,
    timeFrom: 0,
    timeTo: 28,
    offense: true,
    playersInWater: [1, 2, 3, 4, 5, 6, 7],
  }),
  events: (ids) => ({
    uuid: randomUUID(),
    match: { id: ids.match },
    team: { id: ids.team1 },
    quarter: 1,
    time: 12,
    type: 'SHOOT',
    offense: true,
    shootOutcome: 'GOAL',
    playerNumber: 5,
  }),
  organizations: () => ({ name: `Lake Polo Club ${nextName++}` }),
  'user-extras': (_ids, extra) => ({ user: { id: extra?.userId }, organization: { id: extra?.organizationId } }),
};

/** A field each resource's update test changes, and the value it sets. */
export const UPDATES: Record<string, [string, unknown]> = {
  leagues: ['season', '2026'],
  teams: ['name', 'Orcas'],
  players: ['lastName', 'Bianchi'],
  matches: ['name', 'Renamed match'],
  'match-players': ['goalKeeper', true],
  'match-videos': ['quarter', 2],
  'match-external-ids': ['value', '5555'],
  possessions: ['timeTo', 40],
  events: ['time', 30],
  organizations: ['name', 'Renamed Club'],
  'user-extras': ['organization', null],
};

export const TENANT_RESOURCES = [
  'leagues',
  'teams',
  'players',
  'matches',
  'match-players',
  'match-videos',
  'match-external-ids',
  'possessions',
  'events',
];
export const ADMIN_RESOURCES = ['organizations', 'user-extras'];

/** A user with no user_extra yet, for the user-extras resource. */
export async function createBareUser(server: TestServer, login: string): Promise<TestUser> {
  const user = await server.createUser(login, ['ROLE_USER'], null);
  const { userExtra } = await import('../../../../src/server/db/schema');
  const { eq } = await import('drizzle-orm');
  await server.db.delete(userExtra).where(eq(userExtra.id, user.id));
  return user;
}
