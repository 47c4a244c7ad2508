import { describe, expect, test } from 'vitest';
import { livePoolLength, type LiveSnapshot } from '../../../../src/domain/live/liveSnapshot';
import type { MatchEvent, MatchStatus, Possession } from '../../../../src/domain/model';
import { buildLiveSnapshot } from '../../../../src/server/live/buildLiveSnapshot';
import type { LiveMatchData } from '../../../../src/server/live/liveMatchData';
import { event, matchPlayer, possession, shot, shotAgainst, THEM, US } from '../../domain/stats/statsBuilders';

const QUARTER = 480;

function data(
  events: MatchEvent[],
  extra: { possessions?: Possession[]; status?: MatchStatus; timeoutsPerMatch?: number; poolLength?: number } = {},
): LiveMatchData {
  return {
    match: {
      id: 1,
      name: 'Us - Them',
      status: extra.status ?? 'ONGOING',
      startsAt: new Date('2025-04-01T18:00:00Z'),
      team1: US,
      team2: THEM,
    },
    quarterLength: QUARTER,
    timeoutsPerMatch: extra.timeoutsPerMatch ?? 2,
    poolLength: extra.poolLength ?? 30,
    events,
    possessions: extra.possessions ?? [],
    matchPlayers: [
      matchPlayer(5, 11, { firstName: 'Gergely', lastName: 'Kovacs' }),
      matchPlayer(7, 12, { firstName: 'Marko', lastName: 'Petrovic' }, false, THEM),
    ],
  };
}

/** A goal both scorers recorded: ours as SHOOT, theirs as SHOOTAGAINST linked to it. */
function linkedGoal(time: number, quarter = 1): MatchEvent[] {
  const ours = shot('GOAL', { time, quarter, playerNumber: 5 });
  return [ours, shotAgainst('GOAL', { time, quarter, opponentEventUuid: ours.uuid }, THEM)];
}

type Score = { team1: number; team2: number; byQuarter1: number[]; byQuarter2: number[]; plays: number };
const scoreOf = (snapshot: LiveSnapshot): Score => ({
  team1: snapshot.teams.team1.score,
  team2: snapshot.teams.team2.score,
  byQuarter1: snapshot.teams.team1.scoreByQuarter,
  byQuarter2: snapshot.teams.team2.scoreByQuarter,
  plays: snapshot.plays.length,
});

describe('the live score', () => {
  test.each<[string, MatchEvent[], Score]>([
    [
      'nothing recorded is 0–0',
      [],
      { team1: 0, team2: 0, byQuarter1: [0, 0, 0, 0], byQuarter2: [0, 0, 0, 0], plays: 0 },
    ],
    [
      'a goal both scorers recorded counts once and is one play',
      linkedGoal(100),
      { team1: 1, team2: 0, byQuarter1: [1, 0, 0, 0], byQuarter2: [0, 0, 0, 0], plays: 1 },
    ],
    [
      'only one scorer: the other team’s goals are read from the shots against',
      [
        shot('GOAL', { time: 100 }),
        shotAgainst('GOAL', { time: 600, quarter: 2 }),
        shotAgainst('MISSFOR', { time: 700, quarter: 2 }),
      ],
      { team1: 1, team2: 1, byQuarter1: [1, 0, 0, 0], byQuarter2: [0, 1, 0, 0], plays: 3 },
    ],
    [
      'both scorers, each with its own goals',
      [
        ...linkedGoal(100),
        shot('GOAL', { time: 1500, quarter: 4, playerNumber: 7 }, THEM),
        shotAgainst('GOAL', { time: 1500, quarter: 4 }),
      ],
      { team1: 1, team2: 1, byQuarter1: [1, 0, 0, 0], byQuarter2: [0, 0, 0, 1], plays: 2 },
    ],
    [
      'shootout goals stay out of the score, in a fifth entry of the score by quarter',
      [shot('GOAL', { time: 100 }), shot('GOAL', { time: 1930, quarter: 5, shootSituation: 'PENALTYSHOOTOUT' })],
      { team1: 1, team2: 0, byQuarter1: [1, 0, 0, 0, 1], byQuarter2: [0, 0, 0, 0, 0], plays: 2 },
    ],
  ])('%s', (_name, events, expected) => {
    expect(scoreOf(buildLiveSnapshot(data(events), true, 1))).toEqual(expected);
  });
});

describe('the scorer’s reported clock', () => {
  const at = 1_000_000;
  const clock = (quarter: number, secondsLeft: number, running: boolean, rate = 1) => ({
    quarter,
    secondsLeft,
    running,
    rate,
    at,
  });
  const goalInQ2 = [shot('GOAL', { time: 600, quarter: 2, playerNumber: 5 })];
  test.each([
    ['no report: the last recorded moment', null, 'ONGOING', at, { quarter: 2, timeLeft: 360, clock: undefined }],
    ['a running clock, read 12.4 s later', clock(2, 300, true), 'ONGOING', at + 12_400, { quarter: 2, timeLeft: 288 }],
    ['a stopped clock, read later', clock(2, 300, false), 'ONGOING', at + 60_000, { quarter: 2, timeLeft: 300 }],
    ['an estimate at half speed', clock(3, 100, true, 0.5), 'ONGOING', at + 20_000, { quarter: 3, timeLeft: 90 }],
    ['a clock run out stays at 0', clock(2, 5, true), 'ONGOING', at + 60_000, { quarter: 2, timeLeft: 0 }],
    ['a report behind the events', clock(1, 100, true), 'ONGOING', at, { quarter: 2, timeLeft: 360, clock: undefined }],
    ['an ended match', clock(2, 300, true), 'ENDED', at, { quarter: 2, timeLeft: 0, clock: undefined }],
  ] as const)('%s', (_, reported, status, now, expected) => {
    const snapshot = buildLiveSnapshot(data([...goalInQ2], { status }), true, 1, { clock: reported, now });
    expect({ quarter: snapshot.quarter, timeLeft: snapshot.timeLeft, clock: snapshot.clock }).toMatchObject({
      ...expected,
      ...('clock' in expected ? {} : { clock: reported }),
    });
  });
});

describe('the differences not reviewed', () => {
  test.each([
    ['one scorer’s log only', [shot('GOAL', { time: 30, playerNumber: 5 })], 0],
    ['two logs agreeing', linkedGoal(30), 0],
    [
      'two logs a cap apart',
      (() => {
        const [ours, theirs] = linkedGoal(30);
        return [ours!, { ...theirs!, opponentPlayerNumber: 9 }];
      })(),
      1,
    ],
  ] as const)('%s: %i', (_, events, expected) => {
    expect(buildLiveSnapshot(data([...events]), true, 1).differences).toBe(expected);
  });
});

describe('the live box score', () => {
  test('counts shots, saves, exclusions, man-up, penalties and time-outs left from each side', () => {
    const events = [
      shot('GOAL', { time: 10 }),
      shot('MISSFOR', { time: 20, shootToGoalX: 150, shootToGoalY: 40 }),
      shot('GOAL', { time: 30, shootSituation: 'PENALTY' }),
      shot('BLOCKAGAINST', { time: 35, shootSituation: 'PENALTY' }),
      event('EXCLUSIONAGAINST', { time: 40, opponentPlayerNumber: 7 }),
      shot('GOAL', { time: 45, extraPlayer: true }),
      event('EXCLUSIONFOR', { time: 50, playerNumber: 5 }),
      event('TIMEOUT', { time: 60 }),
      shotAgainst('MISSAGAINST', { time: 70, shootToGoalX: 100, shootToGoalY: 30 }),
    ];
    const { team1, team2 } = buildLiveSnapshot(data(events), true, 1).teams;
    expect(team1.box).toEqual({
      goals: 3,
      shots: 5,
      saves: 1,
      exclusions: 1,
      manUp: { goals: 1, chances: 1 },
      penalties: { goals: 1, attempts: 2 },
      timeoutsLeft: 1,
    });
    // The opponent was not scored: its side is the mirror of ours (docs/design.md §7).
    expect(team2.box).toMatchObject({ goals: 0, shots: 1, exclusions: 1, timeoutsLeft: 2 });
  });

  test.each([
    ['a league of 2 time-outs, one called', 2, 1, 1],
    ['a league of 3 time-outs, one called', 3, 1, 2],
    ['a league of 1 time-out, one called', 1, 1, 0],
    ['a league of 1 time-out, two recorded: none left, not fewer', 1, 2, 0],
  ])('time-outs left follow the league: %s', (_, timeoutsPerMatch, called, left) => {
    const events = Array.from({ length: called }, (_, index) => event('TIMEOUT', { time: 60 + index }));
    const { team1 } = buildLiveSnapshot(data(events, { timeoutsPerMatch }), true, 1).teams;
    expect(team1.box.timeoutsLeft).toBe(left);
  });
});

describe('the live play-by-play', () => {
  test('is newest first, with the clock left in the quarter, caps, shot points and names', () => {
    const events = [
      ...linkedGoal(100),
      shot('MISSFOR', { time: 600, quarter: 2, playerNumber: 7, shootFromPoolX: 900, shootFromPoolY: 500 }, THEM),
    ];
    const snapshot = buildLiveSnapshot(data(events), true, 7);
    expect(snapshot.plays).toEqual([
      {
        id: events[2]!.uuid,
        quarter: 2,
        time: 360,
        team: 'team2',
        type: 'SHOOT',
        situation: 'ACTION',
        outcome: 'MISSFOR',
        cap: 7,
        player: 'PetM',
        shotFrom: { x: 900, y: 500 },
      },
      expect.objectContaining({
        id: events[0]!.uuid,
        quarter: 1,
        time: 380,
        team: 'team1',
        cap: 5,
        player: 'KovG',
        shotFrom: null,
      }),
    ]);
  });

  test('a caps-only share names nobody anywhere in the snapshot', () => {
    const snapshot = buildLiveSnapshot(data(linkedGoal(100)), false, 1);
    expect(snapshot.showNames).toBe(false);
    expect(snapshot.plays[0]).toMatchObject({ cap: 5, player: null });
    expect(JSON.stringify(snapshot)).not.toMatch(/Kov|Gergely|Petrov|Marko/);
  });

  test('leaves out what only a scorer needs: possessions starts, formations, substitutions', () => {
    const events = [
      event('OFFENSE_START'),
      event('FORMATIONCHANGE'),
      event('PLAYER_IN', { playerNumber: 5 }),
      event('DRIVE'),
    ];
    expect(buildLiveSnapshot(data(events), true, 1).plays).toEqual([]);
  });
});

describe('the live clock', () => {
  test.each<[string, MatchEvent[], Possession[], MatchStatus, { quarter: number; timeLeft: number }]>([
    ['a match not begun shows the first quarter full', [], [], 'SCHEDULED', { quarter: 1, timeLeft: QUARTER }],
    [
      'the latest event sets quarter and clock',
      [shot('GOAL', { time: 100 })],
      [],
      'ONGOING',
      { quarter: 1, timeLeft: 380 },
    ],
    [
      'a later possession end moves the clock on',
      [shot('GOAL', { time: 100 })],
      [possession({ quarter: 2, timeFrom: 490, timeTo: 520 })],
      'ONGOING',
      { quarter: 2, timeLeft: 440 },
    ],
    [
      'an ended match shows its last quarter at 0',
      [shot('GOAL', { time: 1500, quarter: 4 })],
      [],
      'ENDED',
      { quarter: 4, timeLeft: 0 },
    ],
    [
      'the shootout has no clock',
      [shot('GOAL', { time: 1930, quarter: 5 })],
      [],
      'ONGOING',
      { quarter: 5, timeLeft: 0 },
    ],
  ])('%s', (_name, events, possessions, status, expected) => {
    const { quarter, timeLeft } = buildLiveSnapshot(data(events, { possessions, status }), true, 1);
    expect({ quarter, timeLeft }).toEqual(expected);
  });

  test('carries the match, its version and its start', () => {
    const snapshot = buildLiveSnapshot(data([]), true, 42);
    expect(snapshot).toMatchObject({
      version: 42,
      match: { name: 'Us - Them', status: 'ONGOING', startsAt: '2025-04-01T18:00:00.000Z' },
      teams: { team1: { name: 'Us' }, team2: { name: 'Them' } },
    });
  });
});

describe('the pool the shot chart draws', () => {
  test.each([
    ['a 25 m pool', 25],
    ['a 30 m pool', 30],
  ])("the snapshot carries the league's pool: %s", (_name, poolLength) => {
    const snapshot = buildLiveSnapshot(data([], { poolLength }), true, 1);
    expect(snapshot.poolLength).toBe(poolLength);
    expect(livePoolLength(snapshot)).toBe(poolLength);
  });

  test.each<[string, Partial<LiveSnapshot>, number]>([
    ['a snapshot of an older server, without the field, is a 30 m pool', {}, 30],
    ['a length no rule allows is a 30 m pool', { poolLength: 50 }, 30],
    ['a 25 m pool stays one', { poolLength: 25 }, 25],
  ])('%s', (_name, snapshot, poolLength) => {
    expect(livePoolLength(snapshot)).toBe(poolLength);
  });
});
