import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { OPPONENT_CLOCK_TOLERANCE_S } from '../../../src/domain/capture';
import { countingUuid, replayMatchScript } from '../../../src/domain/capture/script';
import { loadDemoScripts } from '../../../src/server/seed/loadDemoScripts';
import { event } from '../../../src/server/db/schema';
import { seedDemo } from '../../../src/server/seed/seedDemo';
import { asDeviceSends, linksOf, storedLinks } from './support/deviceLogs';
import { createTenant, type Tenant } from './support/fixtures';
import { json, startTestServer, type TestServer } from './support/testServer';

/**
 * Two scorers, one per team, each send their own log; the server links the two records of one happening (and of
 * one possession) as they arrive, whatever the order.
 */
type Entity = Record<string, unknown> & { id: number; uuid: string };
type Side = 'team1' | 'team2';
type Match = { id: number; team1: number; team2: number };

let server: TestServer;
let alpha: Tenant;
let beta: Tenant;

beforeAll(async () => {
  server = await startTestServer();
  [alpha, beta] = [await createTenant(server, 'Alpha'), await createTenant(server, 'Beta')];
});
afterAll(() => server.close());

/** A match of its own per test, so that rows of one test are never candidates in another. */
async function newMatch(tenant = alpha): Promise<Match> {
  const id = await tenant.post('matches', {
    name: `Sharks - Eels ${randomUUID().slice(0, 8)}`,
    team1: { id: tenant.ids.team1 },
    team2: { id: tenant.ids.team2 },
  });
  return { id, team1: tenant.ids.team1, team2: tenant.ids.team2 };
}

/** An event as a scorer's device sends it: its own uuid and, as buildEvent gives it, a random opponent uuid. */
function eventOf(match: Match, side: Side, type: string, fields: Record<string, unknown> = {}) {
  const isPlayerInOut = type === 'PLAYER_IN' || type === 'PLAYER_OUT';
  return {
    uuid: randomUUID(),
    match: { id: match.id },
    team: { id: match[side] },
    quarter: 1,
    time: 100,
    type,
    offense: ['SHOOT', 'EXCLUSIONAGAINST', 'SWIMOFF', 'OFFENSE_START', 'BALLLOST'].includes(type),
    opponentEventUuid: isPlayerInOut ? null : randomUUID(),
    opponentPossessionUuid: randomUUID(),
    ...fields,
  };
}

/** A possession as a scorer's device sends it: a random opposing possession uuid, no opponent players. */
function possessionOf(match: Match, side: Side, offense: boolean, fields: Record<string, unknown> = {}) {
  return {
    uuid: randomUUID(),
    match: { id: match.id },
    team: { id: match[side] },
    quarter: 1,
    timeFrom: 100,
    offense,
    playersInWater: side === 'team1' ? [1, 2, 3, 4, 5, 6, 7] : [1, 3, 5, 7, 9, 11, 13],
    formation: side === 'team1' ? '3-3' : 'ZONE',
    opponentPossessionUuid: randomUUID(),
    ...fields,
  };
}

async function send(method: string, path: string, body?: unknown, tenant = alpha): Promise<Response> {
  return server.request(method, `/api/${path}`, { token: tenant.manager.token, body });
}

async function post(resource: 'events' | 'possessions', body: Record<string, unknown>, tenant = alpha) {
  const response = await send('POST', resource, body, tenant);
  expect(response.status, await response.clone().text()).toBe(201);
  return json<Entity>(response);
}

async function read(resource: 'events' | 'possessions', row: Entity, tenant = alpha): Promise<Entity> {
  return json<Entity>(await send('GET', `${resource}/${row.id}`, undefined, tenant));
}

async function expectEventsLinked(a: Entity, b: Entity): Promise<void> {
  const [storedA, storedB] = [await read('events', a), await read('events', b)];
  expect(storedA.opponentEventUuid, `${String(a.type)} names ${String(b.type)}`).toBe(b.uuid);
  expect(storedB.opponentEventUuid, `${String(b.type)} names ${String(a.type)}`).toBe(a.uuid);
}

async function expectEventUnlinked(row: Entity): Promise<void> {
  const stored = await read('events', row);
  expect(stored.opponentEventUuid, String(row.type)).toBe(row.opponentEventUuid ?? null);
}

async function expectPossessionsLinked(a: Entity, b: Entity): Promise<void> {
  const [storedA, storedB] = [await read('possessions', a), await read('possessions', b)];
  expect(storedA).toMatchObject({
    opponentPossessionUuid: b.uuid,
    opponentPlayersInWater: storedB.playersInWater,
    opponentFormation: storedB.formation,
  });
  expect(storedB).toMatchObject({
    opponentPossessionUuid: a.uuid,
    opponentPlayersInWater: storedA.playersInWater,
    opponentFormation: storedA.formation,
  });
}

describe('two scorers record one happening', () => {
  test.each([
    ['team1 first', ['team1', 'team2']],
    ['team2 first', ['team2', 'team1']],
  ] as const)('a goal and the shot against it are linked both ways (%s)', async (_order, sides) => {
    const match = await newMatch();
    const bodies = {
      team1: eventOf(match, 'team1', 'SHOOT', { playerNumber: 5, opponentPlayerNumber: 1, shootOutcome: 'GOAL' }),
      team2: eventOf(match, 'team2', 'SHOOTAGAINST', { playerNumber: 1, opponentPlayerNumber: 5, time: 103 }),
    };
    const first = await post('events', bodies[sides[0]]);
    const second = await post('events', bodies[sides[1]]);
    expect(second.opponentEventUuid, 'the answer to the second POST is the linked row').toBe(first.uuid);
    expect(second.uuid).toBe(bodies[sides[1]].uuid);
    await expectEventsLinked(first, second);
  });

  /** `team1 type  team2 type  seconds apart  linked?` */
  const MIRRORS = `
    SHOOT               SHOOTAGAINST        0                   yes
    EXCLUSIONFOR        EXCLUSIONAGAINST    ${OPPONENT_CLOCK_TOLERANCE_S}   yes
    BALLLOST            BALLGAINED          -${OPPONENT_CLOCK_TOLERANCE_S}  yes
    SWIMOFF             SWIMOFFAGAINST      3                   yes
    PENALTYFOULAGAINST  PENALTYFOUL         ${OPPONENT_CLOCK_TOLERANCE_S + 1}  no
    SHOOT               SHOOTAGAINST        -${OPPONENT_CLOCK_TOLERANCE_S + 1} no
    SHOOT               SHOOT               0                   no
    DRIVE               DRIVE               0                   no
    TIMEOUT             TIMEOUT             0                   no
    TIMEOUT             TIMEOUTAGAINST      2                   yes
    TIMEOUTAGAINST      TIMEOUT             0                   yes
    YELLOW_CARD         YELLOW_CARD_AGAINST 2                   yes
    RED_CARD_AGAINST    RED_CARD            0                   yes
    YELLOW_CARD         RED_CARD_AGAINST    0                   no
  `;
  const rows = MIRRORS.trim()
    .split('\n')
    .map((line) => line.trim().split(/\s+/) as [string, string, string, 'yes' | 'no']);
  test.each(rows)('%s and %s recorded %s s apart: linked %s', async (type1, type2, apart, isLinked) => {
    const match = await newMatch();
    // A card names who was shown it.
    const person = (type: string) => (type.includes('CARD') ? { official: 'HEAD_COACH' } : {});
    const a = await post('events', eventOf(match, 'team1', type1, person(type1)));
    const b = await post('events', eventOf(match, 'team2', type2, { time: 100 + Number(apart), ...person(type2) }));
    if (isLinked === 'yes') await expectEventsLinked(a, b);
    else for (const row of [a, b]) await expectEventUnlinked(row);
  });

  test('player numbers that disagree keep two shots apart; the closest compatible one is taken', async () => {
    const match = await newMatch();
    const byFive = await post('events', eventOf(match, 'team1', 'SHOOT', { playerNumber: 5, time: 100 }));
    const byNine = await post('events', eventOf(match, 'team1', 'SHOOT', { playerNumber: 9, time: 102 }));
    const againstNine = await post(
      'events',
      eventOf(match, 'team2', 'SHOOTAGAINST', { playerNumber: 1, opponentPlayerNumber: 9, time: 100 }),
    );
    await expectEventsLinked(byNine, againstNine);
    await expectEventUnlinked(byFive);
  });

  test('player in and out are never linked, nor given an opponent uuid', async () => {
    const match = await newMatch();
    const rows = [
      await post('events', eventOf(match, 'team1', 'PLAYER_IN', { playerNumber: 4 })),
      await post('events', eventOf(match, 'team2', 'PLAYER_OUT', { playerNumber: 4 })),
      await post('events', eventOf(match, 'team2', 'PLAYER_IN', { playerNumber: 4 })),
    ];
    for (const row of rows) expect((await read('events', row)).opponentEventUuid).toBeNull();
  });

  test('an event already linked is not taken by a later, equally close one', async () => {
    const match = await newMatch();
    const goal = await post('events', eventOf(match, 'team1', 'SHOOT'));
    const against = await post('events', eventOf(match, 'team2', 'SHOOTAGAINST'));
    const late = await post('events', eventOf(match, 'team2', 'SHOOTAGAINST'));
    await expectEventsLinked(goal, against);
    await expectEventUnlinked(late);
  });

  test('two counterparts sent at the same moment: exactly one is linked', async () => {
    const match = await newMatch();
    const bodies = [
      eventOf(match, 'team1', 'SHOOT'),
      eventOf(match, 'team2', 'SHOOTAGAINST'),
      eventOf(match, 'team2', 'SHOOTAGAINST'),
    ];
    const responses = await Promise.all(bodies.map((body) => send('POST', 'events', body)));
    expect(responses.map((r) => r.status)).toEqual([201, 201, 201]);
    const rows = await Promise.all(responses.map((r) => json<Entity>(r)));
    const stored = await Promise.all(rows.map((row) => read('events', row)));
    const [goal, ...againsts] = stored as [Entity, Entity, Entity];
    const linked = againsts.filter((row) => row.opponentEventUuid === goal.uuid);
    expect(linked).toHaveLength(1);
    expect(goal.opponentEventUuid).toBe(linked[0]!.uuid);
  });

  test('many happenings sent by both devices at once: each pairs exactly once, and nobody names half a link', async () => {
    const match = await newMatch();
    const times = [100, 130, 160, 190, 220, 250, 280, 310];
    // Two shots against per shot, both close enough: whichever arrives first while the shot is there takes it.
    const bodies = times.flatMap((time) => [
      eventOf(match, 'team1', 'SHOOT', { time }),
      eventOf(match, 'team2', 'SHOOTAGAINST', { time: time + 2 }),
      eventOf(match, 'team2', 'SHOOTAGAINST', { time: time - 1 }),
    ]);
    const responses = await Promise.all(bodies.toReversed().map((body) => send('POST', 'events', body)));
    expect(responses.every((response) => response.status === 201)).toBe(true);
    const rows = await json<Entity[]>(await send('GET', `events?matchId.equals=${match.id}&size=2000`));
    const byUuid = new Map(rows.map((row) => [row.uuid, row]));
    for (const row of rows) {
      const named = byUuid.get(String(row.opponentEventUuid));
      if (named) expect(named.opponentEventUuid, `${String(row.type)} at ${String(row.time)}`).toBe(row.uuid);
    }
    for (let i = 0; i < bodies.length; i += 3) {
      const shot = byUuid.get(bodies[i]!.uuid)!;
      const againsts = [bodies[i + 1]!, bodies[i + 2]!].map((body) => byUuid.get(body.uuid)!);
      expect(againsts.filter((against) => against.opponentEventUuid === shot.uuid)).toHaveLength(1);
    }
  });

  test("a PUT or PATCH still carrying the device's random opponent uuid keeps the link", async () => {
    const match = await newMatch();
    const body = eventOf(match, 'team1', 'SHOOT', { playerNumber: 5 });
    const goal = await post('events', body);
    const against = await post('events', eventOf(match, 'team2', 'SHOOTAGAINST'));
    const put = await send('PUT', `events/${goal.id}`, { ...body, id: goal.id, shootOutcome: 'GOAL' });
    expect(put.status).toBe(200);
    expect(await json(put)).toMatchObject({ shootOutcome: 'GOAL', opponentEventUuid: against.uuid });
    const patch = await send('PATCH', `events/${against.id}`, { id: against.id, opponentEventUuid: randomUUID() });
    expect(await json(patch)).toMatchObject({ opponentEventUuid: goal.uuid });
    await expectEventsLinked(goal, against);
  });

  test('an idempotent re-POST changes nothing', async () => {
    const match = await newMatch();
    const body = eventOf(match, 'team1', 'SHOOT');
    const goal = await post('events', body);
    const against = await post('events', eventOf(match, 'team2', 'SHOOTAGAINST'));
    const again = await send('POST', 'events', body);
    expect(again.status).toBe(200);
    expect(await json(again)).toEqual(await read('events', goal));
    await expectEventsLinked(goal, against);
  });

  // On PostgreSQL a row commits before its linking runs (storeThenLink): a server that stopped in between left it
  // stored but unlinked, and its device, which got no answer, sends it again.
  test.runIf(process.env.DATABASE_URL).each(['single', 'bulk'] as const)(
    'a resend of a row stored but never linked links it (%s)',
    async (how) => {
      const match = await newMatch();
      const goal = await post('events', eventOf(match, 'team1', 'SHOOT'));
      const body = eventOf(match, 'team2', 'SHOOTAGAINST');
      const [owner] = await server.db.select({ id: event.organizationId }).from(event).where(eq(event.id, goal.id));
      await server.db.insert(event).values({
        organizationId: owner!.id,
        uuid: body.uuid,
        matchId: match.id,
        teamId: match.team2,
        quarter: body.quarter,
        time: body.time,
        type: 'SHOOTAGAINST',
        offense: false,
        opponentEventUuid: body.opponentEventUuid,
        opponentPossessionUuid: body.opponentPossessionUuid,
      });

      const again = how === 'single' ? await send('POST', 'events', body) : await send('POST', 'events/bulk', [body]);

      expect(again.status).toBe(200);
      const [stored] = await server.db.select().from(event).where(eq(event.uuid, body.uuid));
      await expectEventsLinked(goal, { ...body, id: stored!.id });
    },
  );

  test('deleting one leaves its partner unlinked, and a new counterpart pairs with it', async () => {
    const match = await newMatch();
    const goal = await post('events', eventOf(match, 'team1', 'SHOOT'));
    const against = await post('events', eventOf(match, 'team2', 'SHOOTAGAINST'));
    expect((await send('DELETE', `events/${against.id}`)).status).toBe(204);
    const again = await post('events', eventOf(match, 'team2', 'SHOOTAGAINST', { time: 104 }));
    await expectEventsLinked(goal, again);
  });

  test("another organisation's rows never pair", async () => {
    const [ours, theirs] = [await newMatch(alpha), await newMatch(beta)];
    const goal = await post('events', eventOf(ours, 'team1', 'SHOOT'));
    const against = await post('events', eventOf(theirs, 'team2', 'SHOOTAGAINST'), beta);
    expect((await send('POST', 'events', eventOf(ours, 'team2', 'SHOOTAGAINST'), beta)).status).toBe(400);
    await expectEventUnlinked(goal);
    expect((await read('events', against, beta)).opponentEventUuid).toBe(against.opponentEventUuid);
  });
});

describe('two scorers record one possession', () => {
  test.each([
    ['team1 first', ['team1', 'team2']],
    ['team2 first', ['team2', 'team1']],
  ] as const)(
    'the attack and the defence are linked, carry each other’s players and formation, and so do their events (%s)',
    async (_order, sides) => {
      const match = await newMatch();
      const bodies = {
        team1: possessionOf(match, 'team1', true),
        team2: possessionOf(match, 'team2', false, { timeFrom: 96 }),
      };
      const events = {
        team1: eventOf(match, 'team1', 'DRIVE', { possessionUuid: bodies.team1.uuid }),
        team2: eventOf(match, 'team2', 'TIMEOUT', { possessionUuid: bodies.team2.uuid }),
      };
      const first = await post('possessions', bodies[sides[0]]);
      const firstEvent = await post('events', events[sides[0]]);
      const second = await post('possessions', bodies[sides[1]]);
      const secondEvent = await post('events', events[sides[1]]);
      expect(second.opponentPossessionUuid, 'the answer to the second POST is the linked row').toBe(first.uuid);
      await expectPossessionsLinked(first, second);
      expect((await read('events', firstEvent)).opponentPossessionUuid).toBe(second.uuid);
      expect(secondEvent.opponentPossessionUuid).toBe(first.uuid);
      for (const row of [firstEvent, secondEvent]) await expectEventUnlinked(row);
    },
  );

  test.each([
    [OPPONENT_CLOCK_TOLERANCE_S, true],
    [OPPONENT_CLOCK_TOLERANCE_S + 1, false],
  ])('possessions starting %s s apart: linked %s', async (apart, isLinked) => {
    const match = await newMatch();
    const a = await post('possessions', possessionOf(match, 'team1', true));
    const b = await post('possessions', possessionOf(match, 'team2', false, { timeFrom: 100 + apart }));
    const stored = await read('possessions', a);
    expect(stored.opponentPossessionUuid === b.uuid).toBe(isLinked);
  });

  test('two possessions on the same side of the ball are never linked', async () => {
    const match = await newMatch();
    const a = await post('possessions', possessionOf(match, 'team1', false));
    await post('possessions', possessionOf(match, 'team2', false));
    expect((await read('possessions', a)).opponentPossessionUuid).toBe(a.opponentPossessionUuid);
  });

  test('their starts are linked through them, and closing one with stale opponent fields keeps the link', async () => {
    const match = await newMatch();
    const attack = possessionOf(match, 'team1', true);
    const defence = possessionOf(match, 'team2', false);
    const a = await post('possessions', attack);
    const start1 = await post('events', eventOf(match, 'team1', 'OFFENSE_START', { possessionUuid: attack.uuid }));
    const b = await post('possessions', defence);
    const start2 = await post('events', eventOf(match, 'team2', 'DEFENSE_START', { possessionUuid: defence.uuid }));
    await expectEventsLinked(start1, start2);

    // The device closes its possession and changes its players, sending what it holds: its own random uuid.
    const closed = { ...attack, id: a.id, timeTo: 128, playersInWater: [1, 2, 3, 4, 5, 6, 8] };
    const put = await send('PUT', `possessions/${a.id}`, closed);
    expect(await json(put)).toMatchObject({
      opponentPossessionUuid: b.uuid,
      opponentPlayersInWater: [1, 3, 5, 7, 9, 11, 13],
    });
    await expectPossessionsLinked(a, b);
    expect((await read('possessions', b)).opponentPlayersInWater).toEqual([1, 2, 3, 4, 5, 6, 8]);
    await expectEventsLinked(start1, start2);
  });

  /**
   * Both scorers open a possession with their first player in (both defending: nobody has the ball yet); the
   * swim-off then opens the real first one, at the same second. The swim-off records show which is which.
   */
  test.each([
    ['each device in turn', [0, 1, 2, 3, 4, 5, 6, 7, 8, 9]],
    ['the swim-off events before their possessions', [0, 1, 4, 5, 6, 9, 2, 3, 7, 8]],
    ['team2 first', [1, 0, 6, 7, 8, 9, 2, 3, 4, 5]],
  ])('the swim-off possessions are linked, not the ones opened by the first player in (%s)', async (_order, order) => {
    const match = await newMatch();
    const t1Lineup = possessionOf(match, 'team1', false, { timeFrom: 0 });
    const t2Lineup = possessionOf(match, 'team2', false, { timeFrom: 0 });
    const t1Swim = possessionOf(match, 'team1', true, { timeFrom: 0 });
    const t2Swim = possessionOf(match, 'team2', false, { timeFrom: 0 });
    const inside = (possession: { uuid: string }) => ({ possessionUuid: possession.uuid, time: 0 });
    const writes: ['events' | 'possessions', Record<string, unknown>][] = [
      ['possessions', t1Lineup],
      ['possessions', t2Lineup],
      ['possessions', t1Swim],
      ['events', eventOf(match, 'team1', 'OFFENSE_START', inside(t1Swim))],
      ['events', eventOf(match, 'team1', 'SWIMOFF', inside(t1Swim))],
      ['events', eventOf(match, 'team2', 'DEFENSE_START', inside(t2Lineup))],
      ['possessions', t2Swim],
      ['events', eventOf(match, 'team2', 'DEFENSE_START', inside(t2Swim))],
      ['events', eventOf(match, 'team2', 'SWIMOFFAGAINST', inside(t2Swim))],
      ['events', eventOf(match, 'team1', 'DEFENSE_START', inside(t1Lineup))],
    ];
    const stored = new Map<string, Entity>();
    for (const index of order) {
      const [resource, body] = writes[index]!;
      stored.set(body.uuid as string, await post(resource, body));
    }
    const row = (body: Record<string, unknown>) => stored.get(body.uuid as string)!;
    await expectPossessionsLinked(row(t1Swim), row(t2Swim));
    for (const lineup of [t1Lineup, t2Lineup]) {
      const possession = await read('possessions', row(lineup));
      expect([t1Swim.uuid, t2Swim.uuid]).not.toContain(possession.opponentPossessionUuid);
      expect(possession.opponentPlayersInWater).toBeNull();
    }
    const [, , , start1, swimoff, lineupStart2, , start2, swimoffAgainst, lineupStart1] = writes.map(([, b]) => row(b));
    await expectEventsLinked(swimoff!, swimoffAgainst!);
    await expectEventsLinked(start1!, start2!);
    for (const lineupStart of [lineupStart1!, lineupStart2!]) {
      const event = await read('events', lineupStart);
      expect([start1!.uuid, start2!.uuid]).not.toContain(event.opponentEventUuid);
    }
    expect((await read('events', swimoff!)).opponentPossessionUuid).toBe(t2Swim.uuid);
    expect((await read('events', swimoffAgainst!)).opponentPossessionUuid).toBe(t1Swim.uuid);

    // The devices close the first possessions with what they hold; every event still names what its possession names.
    for (const lineup of [t1Lineup, t2Lineup]) {
      const response = await send('PUT', `possessions/${row(lineup).id}`, { ...lineup, id: row(lineup).id, timeTo: 0 });
      expect(response.status).toBe(200);
    }
    for (const event of [start1!, swimoff!, lineupStart2!, start2!, swimoffAgainst!, lineupStart1!]) {
      const current = await read('events', event);
      const possession = await read('possessions', row({ uuid: event.possessionUuid }));
      expect(current.opponentPossessionUuid, String(event.type)).toBe(possession.opponentPossessionUuid);
    }
  });
});

describe('a scripted match captured by two scorers', () => {
  test('links through the API as the seed links it, though one clock lags and the devices interleave', async () => {
    const tenant = await createTenant(server, 'Replay');
    // The match with every kind of exclusion, pair exclusions included (two mirrored events at one moment).
    const script = loadDemoScripts()[1];
    const logs = replayMatchScript(script!, {
      matchId: tenant.ids.match,
      team1Id: tenant.ids.team1,
      team2Id: tenant.ids.team2,
      newUuid: countingUuid(0x5eed),
    });
    const queues = [asDeviceSends(logs.team1, 0), asDeviceSends(logs.team2, 4)];
    let seed = 7;
    const coin = () => ((seed = (seed * 1_103_515_245 + 12_345) % 2 ** 31) & 1) === 1;
    while (queues.some((queue) => queue.length > 0)) {
      const queue = queues[0]!.length === 0 || (queues[1]!.length > 0 && coin()) ? queues[1]! : queues[0]!;
      const [resource, body] = queue.shift()!;
      const response = await send('POST', resource, body, tenant);
      expect(response.status, await response.clone().text()).toBe(201);
    }

    for (const kind of ['events', 'possessions'] as const) {
      const expected = linksOf(logs, kind);
      const rows = await json<Entity[]>(
        await send('GET', `${kind}?matchId.equals=${tenant.ids.match}&size=2000`, undefined, tenant),
      );
      const actual = storedLinks(rows, tenant.ids.team1, kind);
      expect(actual.size, kind).toBe(expected.size);
      expect(actual, kind).toEqual(expected);
    }
  });
});

describe('the demo seed', () => {
  test('its linked logs stay as they are, through updates and new rows nearby', async () => {
    await server.truncateAll();
    expect(await seedDemo(server.db, { now: new Date('2025-03-01T10:00:00Z') })).toBe(true);
    const login = await server.request('POST', '/api/authenticate', { body: { username: 'user', password: 'user' } });
    const token = (await json<{ id_token: string }>(login)).id_token;
    const get = async <T>(path: string) => json<T>(await server.request('GET', `/api/${path}`, { token }));
    const [match] =
      await get<{ id: number; team1: { id: number }; team2: { id: number } }[]>('matches?sort=id,asc&size=1');
    const snapshot = async () => ({
      events: await get<Entity[]>(`events?matchId.equals=${match!.id}&sort=id,asc&size=2000`),
      possessions: await get<Entity[]>(`possessions?matchId.equals=${match!.id}&sort=id,asc&size=2000`),
    });
    const before = await snapshot();
    const isTeam1 = (row: Entity) => (row.team as { id: number }).id === match!.team1.id;
    const goal = before.events.find((e) => isTeam1(e) && e.type === 'SHOOT' && e.shootOutcome === 'GOAL')!;
    expect(before.events.find((e) => e.uuid === goal.opponentEventUuid)?.opponentEventUuid).toBe(goal.uuid);
    const possession = before.possessions.find((p) => p.uuid === goal.possessionUuid)!;

    const stale = { ...goal, opponentEventUuid: randomUUID(), opponentPossessionUuid: randomUUID() };
    expect((await server.request('PUT', `/api/events/${goal.id}`, { token, body: stale })).status).toBe(200);
    const staleP = { ...possession, opponentPossessionUuid: randomUUID(), opponentPlayersInWater: null };
    expect((await server.request('PUT', `/api/possessions/${possession.id}`, { token, body: staleP })).status).toBe(
      200,
    );
    const late = {
      ...eventOf({ id: match!.id, team1: match!.team1.id, team2: match!.team2.id }, 'team2', 'SHOOTAGAINST'),
      quarter: goal.quarter,
      time: goal.time,
    };
    const lateResponse = await server.request('POST', '/api/events', { token, body: late });
    expect(lateResponse.status).toBe(201);
    expect((await json<Entity>(lateResponse)).opponentEventUuid).toBe(late.opponentEventUuid);

    const after = await snapshot();
    expect(after.events.filter((e) => e.uuid !== late.uuid)).toEqual(before.events);
    expect(after.possessions).toEqual(before.possessions);
  });
});
