import { randomUUID } from 'node:crypto';
import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import type { MatchArchive } from '../../../src/domain/archive';
import type { MatchEvent, MatchPlayer, Possession } from '../../../src/domain/model';
import { computeStatistics, type Statistics } from '../../../src/domain/stats';
import {
  event,
  league,
  match,
  matchPlayer,
  matchTips,
  matchVideo,
  organization,
  player,
  possession,
  team,
} from '../../../src/server/db/schema';
import { seedDemo } from '../../../src/server/seed/seedDemo';
import { loadRealMatch } from '../domain/playbyplay/loadRealMatch';
import { json, startTestServer, type TestServer, type TestUser } from './support/testServer';

/**
 * A match leaves one organisation as a `poolside-match/1` archive and arrives in another without losing a number;
 * a bad archive is refused whole, naming its first problem, and stores nothing.
 */
type MatchRow = { id: number; name: string; team1: { id: number; name: string }; team2: { id: number; name: string } };
type Caller = { token: string };

let server: TestServer;
let demo: { manager: TestUser; analyst: TestUser; organizationId: number };
let lake: { manager: TestUser; analyst: TestUser; organizationId: number };
let realMatchId: number;

const api = (method: string, path: string, caller: Caller, body?: unknown) =>
  server.request(method, `/api/${path}`, { token: caller.token, ...(body === undefined ? {} : { body }) });
const get = async <T>(path: string, caller: Caller) => {
  const response = await api('GET', path, caller);
  expect(response.status, `${path}: ${await response.clone().text()}`).toBe(200);
  return json<T>(response);
};
const exportArchive = (matchId: number, caller: Caller = demo.manager) =>
  get<MatchArchive>(`matches/${matchId}/archive`, caller);
const importArchive = (body: unknown, caller: Caller = lake.manager) =>
  server.request('POST', '/api/matches/import', {
    token: caller.token,
    ...(typeof body === 'string' ? { raw: body, headers: { 'Content-Type': 'application/json' } } : { body }),
  });

async function membersOf(organizationName: string, prefix: string) {
  const [org] = await server.db.select().from(organization).where(eq(organization.name, organizationName));
  const organizationId = (org ?? (await server.createOrganization(organizationName))).id;
  return {
    organizationId,
    manager: await server.createUser(`${prefix}-user`, ['ROLE_USER'], organizationId),
    analyst: await server.createUser(`${prefix}-analyst`, ['ROLE_ANALYST'], organizationId),
  };
}

/** Row counts of every table an import writes, to show that a refused one wrote nothing. */
async function rowCounts(): Promise<Record<string, number>> {
  const tables = { league, team, player, match, matchPlayer, possession, event, matchTips, matchVideo };
  const counts: Record<string, number> = {};
  for (const [name, table] of Object.entries(tables)) {
    const [row] = await server.db.select({ n: count() }).from(table);
    counts[name] = row!.n;
  }
  return counts;
}

/**
 * A real official match (every kind of event the play-by-play holds, both teams) recorded in the demo
 * organisation the way scorers' devices deliver it: through the bulk API, 200 rows at a time.
 */
async function recordRealMatch(): Promise<number> {
  const real = loadRealMatch('2017-wch-w-usa-esp');
  const post = async (path: string, body: unknown) => {
    const response = await api('POST', path, demo.manager, body);
    expect(response.status, `${path}: ${await response.clone().text()}`).toBeLessThan(300);
    return json<{ id: number }>(response);
  };
  const [usa, esp] = [await post('teams', { name: 'USA Women' }), await post('teams', { name: 'Spain Women' })];
  const match = await post('matches', {
    name: 'USA - ESP, World Championships 2017',
    team1: { id: usa.id },
    team2: { id: esp.id },
    status: 'ENDED',
    startsAt: '2017-07-17T14:00:00.000Z',
  });
  const teamOf = new Map([
    [real.teamIds.USA!, usa.id],
    [real.teamIds.ESP!, esp.id],
  ]);
  for (const [code, teamId] of [
    ['USA', usa.id],
    ['ESP', esp.id],
  ] as const) {
    const caps = new Set(real.rows.filter((row) => row.team === code && row.cap).map((row) => row.cap!));
    const players = [...caps].map((cap) => ({
      firstName: `Cap ${cap}`,
      lastName: code,
      birthYear: 1990 + (cap % 9),
      cap,
      goalKeeper: cap === 1 || cap === 13,
    }));
    await post(`teams/${teamId}/players/import`, { players, match: { id: match.id } });
  }
  const placed = <T extends MatchEvent | Possession>(row: T) => ({
    ...row,
    id: undefined,
    match: { id: match.id },
    team: { id: teamOf.get(row.team.id)! },
  });
  for (const [kind, rows] of [
    ['possessions', real.converted.possessions.map(placed)],
    ['events', real.converted.events.map(placed)],
  ] as const) {
    for (let start = 0; start < rows.length; start += 200) {
      const results = await json<{ status: number }[]>(
        await api('POST', `${kind}/bulk`, demo.manager, rows.slice(start, start + 200)),
      );
      expect(results.filter((result) => result.status !== 201)).toEqual([]);
    }
  }
  return match.id;
}

/**
 * A match's statistics from its rows as the API answers them, with the organisation's own ids replaced by
 * what they stand for (team 1 or 2, the player by name), so two organisations' copies compare as equals.
 */
async function statisticsOf(matchId: number, caller: Caller): Promise<Statistics> {
  const match = await get<MatchRow>(`matches/${matchId}`, caller);
  const rows = <T>(path: string, sort: string) =>
    get<T[]>(`${path}?matchId.equals=${matchId}&size=2000&sort=${sort}`, caller);
  const [events, possessions, roster] = await Promise.all([
    rows<MatchEvent>('events', 'uuid,asc'),
    rows<Possession>('possessions', 'uuid,asc'),
    rows<MatchPlayer>('match-players', 'cap,asc'),
  ]);
  const nameOf = (entry: MatchPlayer) => `${entry.player.firstName} ${entry.player.lastName}`;
  const names = roster.map(nameOf).sort();
  const teamNo = (id: number) => (id === match.team1.id ? 1 : 2);
  const canonical = <T extends { id?: number; team: { id: number } }>(row: T) => ({
    ...row,
    id: 0,
    match: { id: 1 },
    team: { id: teamNo(row.team.id) },
  });
  return computeStatistics([
    {
      match: { id: 1, team1: { id: 1, name: 'team 1' }, team2: { id: 2, name: 'team 2' } },
      events: events.map(canonical),
      possessions: possessions.map(canonical),
      matchPlayers: roster.map((entry) => ({
        ...canonical(entry),
        player: { ...entry.player, id: names.indexOf(nameOf(entry)) + 1 },
      })),
    },
  ]);
}

/** What an archive holds of the match itself, with the teams as team 1 and 2 instead of an installation's ids. */
function rowsOf(archive: MatchArchive) {
  const side = (row: { team: { id: number } }) => ({ team: archive.teams.findIndex((t) => t.id === row.team.id) + 1 });
  return {
    events: archive.events.map((row) => ({ ...row, ...side(row) })),
    possessions: archive.possessions.map((row) => ({ ...row, ...side(row) })),
    roster: archive.roster.map((row) => ({ ...row, ...side(row) })),
    tips: archive.tips,
    videos: archive.videos.map((video) => ({ ...video, objectUrlS3: null })),
  };
}

beforeAll(async () => {
  server = await startTestServer();
  expect(await seedDemo(server.db, { now: new Date('2025-03-01T10:00:00Z') })).toBe(true);
  demo = await membersOf('Demo Polo Club', 'demo');
  lake = await membersOf('Lake Polo Club', 'lake');
  realMatchId = await recordRealMatch();
}, 120_000);
afterAll(() => server.close());

describe('exporting a match', () => {
  test('answers the whole match as one archive file named after its date and teams', async () => {
    const response = await api('GET', `matches/${realMatchId}/archive`, demo.analyst);
    expect(response.status).toBe(200);
    expect(response.headers.get('Content-Disposition')).toContain(
      'attachment; filename="2017-07-17-USA-Women-Spain-Women.poolside.json"',
    );
    const archive = await json<MatchArchive>(response);
    expect(archive.format).toBe('poolside-match/1');
    expect(archive.teams.map((team) => team.name)).toEqual(['USA Women', 'Spain Women']);
    expect(archive.roster.length).toBeGreaterThan(20);
    expect(archive.roster.find((entry) => entry.cap === 1)).toMatchObject({ goalKeeper: true });
    expect(new Set(archive.events.map((row) => row.team.id)).size).toBe(2);
    const linked = archive.events.filter((row) => row.opponentEventUuid);
    expect(linked.length).toBeGreaterThan(100);
  });

  test("another organisation's match answers 404, as a missing one does", async () => {
    expect((await api('GET', `matches/${realMatchId}/archive`, lake.manager)).status).toBe(404);
    expect((await api('GET', 'matches/999999/archive', demo.manager)).status).toBe(404);
  });
});

describe('importing an archive into another organisation', () => {
  test('keeps every figure of every demo match and of a real one, and a second import answers 409', async () => {
    const demoMatches = await get<MatchRow[]>('matches?status.equals=ENDED&sort=id,asc', demo.manager);
    expect(demoMatches.length).toBeGreaterThanOrEqual(4);
    for (const original of demoMatches) {
      const archive = await exportArchive(original.id);
      const response = await importArchive(archive);
      expect(response.status, await response.clone().text()).toBe(201);
      const { id } = await json<{ id: number }>(response);
      expect(response.headers.get('Location')).toBe(`/api/matches/${id}`);

      const [before, after] = [await statisticsOf(original.id, demo.manager), await statisticsOf(id, lake.manager)];
      expect(after.teams.length).toBe(2);
      expect(after, original.name).toEqual(before);
      expect(rowsOf(await exportArchive(id, lake.manager))).toEqual(rowsOf(archive));

      const again = await importArchive(archive);
      expect(again.status).toBe(409);
      expect(await json(again)).toMatchObject({ matchId: id, detail: expect.stringContaining('imported before') });
    }
  });

  test('reuses the teams, players and league the organisation has by name, and creates the rest once', async () => {
    const archive = await exportArchive(realMatchId);
    const fresh = {
      ...archive,
      events: [],
      possessions: [],
      tips: [{ quarter: 1, time: 25, side: 'team1', code: 'G', cap: 5 }],
      videos: [{ quarter: 2, videoUrl: 'https://videos.example.com/q2.mp4', objectUrlS3: 'videos/1/3-abc.mp4' }],
    } satisfies MatchArchive;
    const first = await json<{ id: number }>(await importArchive(fresh));
    const second = await json<{ id: number }>(
      await importArchive({ ...fresh, match: { ...fresh.match, name: 'Replay' } }),
    );
    const [a, b] = [
      await get<MatchRow>(`matches/${first.id}`, lake.manager),
      await get<MatchRow>(`matches/${second.id}`, lake.manager),
    ];
    expect([b.team1.id, b.team2.id]).toEqual([a.team1.id, a.team2.id]);
    const rosterOf = async (id: number) =>
      (await get<MatchPlayer[]>(`match-players?matchId.equals=${id}&sort=cap,asc&size=200`, lake.manager)).map(
        (entry) => entry.player.id,
      );
    expect(await rosterOf(second.id)).toEqual(await rosterOf(first.id));
    // The tips and the video entry come along; an uploaded file's key does not (the file stays where it was).
    expect(rowsOf(await exportArchive(first.id, lake.manager))).toEqual(rowsOf(fresh));
    expect((await exportArchive(first.id, lake.manager)).videos).toEqual([{ ...fresh.videos[0], objectUrlS3: null }]);
  });

  test('a signed match travels signed: its sign-offs come along, and the imported match is locked', async () => {
    const signOffs = [
      {
        signedBy: 'Anna Kiss',
        signedByLogin: 'anna',
        signedAt: '2025-03-02T09:00:00.000Z',
        reopenedByLogin: 'admin',
        reopenedAt: '2025-03-02T10:00:00.000Z',
      },
      {
        signedBy: 'Béla Nagy',
        signedByLogin: 'bela',
        signedAt: '2025-03-02T11:00:00.000Z',
        reopenedByLogin: null,
        reopenedAt: null,
      },
    ];
    const archive = await exportArchive(realMatchId);
    expect(archive.signOffs).toEqual([]);
    const response = await importArchive({ ...archive, events: [], possessions: [], signOffs });
    expect(response.status, await response.clone().text()).toBe(201);
    const { id } = await json<{ id: number }>(response);

    expect((await exportArchive(id, lake.manager)).signOffs).toEqual(signOffs);
    expect(await get(`matches/${id}/sign-off`, lake.analyst)).toEqual({
      signedBy: 'Béla Nagy',
      signedAt: '2025-03-02T11:00:00.000Z',
    });
    const write = await api('POST', 'events', lake.manager, {
      uuid: randomUUID(),
      match: { id },
      team: { id: (await get<MatchRow>(`matches/${id}`, lake.manager)).team1.id },
      quarter: 1,
      time: 10,
      type: 'TIMEOUT',
      offense: true,
    });
    expect(write.status).toBe(409);
  });

  test('an analyst may export but not import', async () => {
    const archive = await exportArchive(realMatchId, demo.analyst);
    const before = await rowCounts();
    expect((await importArchive(archive, lake.analyst)).status).toBe(403);
    expect(await rowCounts()).toEqual(before);
  });
});

describe('a bad archive', () => {
  /** An archive body, and the problem text it must get; `$i` stands for the index the edit chose. */
  type Case = [name: string, edit: (archive: MatchArchive) => unknown, status: number, problem: string];
  const newUuids = (archive: MatchArchive): MatchArchive => ({
    ...archive,
    events: archive.events.map((row) => ({ ...row, uuid: randomUUID() })),
  });
  const firstWith = (archive: MatchArchive, field: 'possessionUuid' | 'opponentEventUuid') =>
    archive.events.findIndex((row) => row[field]);
  const editEvent = (field: 'possessionUuid' | 'opponentEventUuid') => (archive: MatchArchive) => {
    const edited = newUuids(archive);
    const i = firstWith(archive, field);
    edited.events[i] = { ...edited.events[i]!, [field]: randomUUID() };
    return edited;
  };
  const cases: Case[] = [
    [
      'wrong format version',
      (a) => ({ ...a, format: 'poolside-match/2' }),
      400,
      'Not a Poolside match archive (format poolside-match/2',
    ],
    ['missing format', ({ format: _format, ...rest }) => rest, 400, 'Not a Poolside match archive (format missing'],
    [
      "another sport's file",
      () => ({ format: 'hoopstats-game/3', sport: 'basketball', plays: [] }),
      400,
      'Not a Poolside match archive (format hoopstats-game/3',
    ],
    ['any other JSON', () => [1, 2, 3], 400, 'Not a Poolside match archive (format missing'],
    ['a CSV file', () => 'team1,team2\nUSA,ESP', 400, 'Not a Poolside match archive (the file is not JSON)'],
    [
      'broken possession link',
      editEvent('possessionUuid'),
      400,
      'events[$possessionUuid].possessionUuid names no possession',
    ],
    [
      'broken opponent link',
      editEvent('opponentEventUuid'),
      400,
      'events[$opponentEventUuid].opponentEventUuid names no event',
    ],
    [
      'unknown team',
      (a) => {
        const edited = newUuids(a);
        edited.events[12] = { ...edited.events[12]!, team: { id: 424242 } };
        return edited;
      },
      400,
      'events[12].team.id names neither team of the match',
    ],
    [
      'cap out of range',
      (a) => ({ ...newUuids(a), roster: a.roster.map((entry, i) => (i === 3 ? { ...entry, cap: 120 } : entry)) }),
      400,
      'roster[3].cap: ',
    ],
    [
      'a video that would run script',
      (a) => ({ ...newUuids(a), videos: [{ quarter: null, videoUrl: 'javascript:alert(document.domain)' }] }),
      400,
      'videos[0].videoUrl: Must be an http:// or https:// address',
    ],
    ['a cap given twice', (a) => ({ ...newUuids(a), roster: [...a.roster, a.roster[0]] }), 400, `is given twice`],
    [
      'brackets nested a million deep',
      () => '['.repeat(1_000_000),
      400,
      'JSON request body is nested too deeply: at most 64 levels',
    ],
    ['50 MB of junk', () => 'x'.repeat(50_000_000), 413, 'A match archive is at most'],
  ];

  test.each(cases)('%s is refused, naming the problem, and stores nothing', async (_name, edit, status, text) => {
    const archive = await exportArchive(realMatchId);
    const expected = text
      .replace('$possessionUuid', String(firstWith(archive, 'possessionUuid')))
      .replace('$opponentEventUuid', String(firstWith(archive, 'opponentEventUuid')));
    const before = await rowCounts();
    const response = await importArchive(edit(archive));
    expect(response.status).toBe(status);
    expect(response.headers.get('Content-Type')).toContain('application/problem+json');
    expect((await json<{ detail: string }>(response)).detail).toContain(expected);
    expect(await rowCounts()).toEqual(before);
  });
});
