import { describe, expect, it } from 'vitest';
import {
  canSave,
  countDownTime,
  eventTimeFromQuarter,
  eventTypeFor,
  isAttackingAfterShoot,
  metresFromCentimetres,
  mirrorEventType,
  needsReview,
  possessionOutcome,
  shortPlayerName,
  tipToEvent,
  type EventChoice,
} from '../../../../src/domain/capture';
import { penaltySituation } from '../../../../src/domain/capture/save/penaltySituation';
import { mirrorPairExclusion } from '../../../../src/domain/capture/opponent/mirrorPairExclusion';
import { latestEvent } from '../../../../src/domain/capture/undo/latestEvent';
import { countingUuid } from '../../../../src/domain/capture/script';
import { EVENT_TYPES, NORMAL_SHOOT_SITUATIONS, type MatchEvent, type ShootOutcome } from '../../../../src/domain/model';

/** `choice  on-offense  on-defense` */
const PANEL = `
  shoot        SHOOT              SHOOTAGAINST
  turnover     BALLLOST           BALLGAINED
  penaltyFoul  PENALTYFOULAGAINST PENALTYFOUL
  exclusion    EXCLUSIONAGAINST   EXCLUSIONFOR
  timeout      TIMEOUT            TIMEOUT
  drive        DRIVE              DRIVE
`;

describe('event types chosen from the event panel', () => {
  const rows = PANEL.trim()
    .split('\n')
    .map((row) => row.trim().split(/\s+/) as [EventChoice, string, string]);
  it.each(rows)('%s is %s on offense and %s on defense', (choice, onOffense, onDefense) => {
    expect(eventTypeFor(choice, true)).toBe(onOffense);
    expect(eventTypeFor(choice, false)).toBe(onDefense);
  });
  it('swim-off is SWIMOFF when the chosen team is the selected team, otherwise SWIMOFFAGAINST', () => {
    expect(eventTypeFor('swimoff', false, true)).toBe('SWIMOFF');
    expect(eventTypeFor('swimoff', true, false)).toBe('SWIMOFFAGAINST');
  });
  it.each([true, false])('a swim-off before its winner is chosen counts as won (on offense: %s)', (isOffense) => {
    expect(eventTypeFor('swimoff', isOffense)).toBe('SWIMOFF');
  });
  it('the normal list of shoot situations excludes PENALTY and PENALTYSHOOTOUT (docs/product.md §5)', () => {
    expect(NORMAL_SHOOT_SITUATIONS).toEqual(['ACTION', 'CENTER', 'COUNTERATTACK', 'DRIVE', 'DIRECT_FREE_THROW']);
  });
});

describe('isAttackingAfterShoot', () => {
  /** `outcome  was-attacking  → attacking-after` */
  const table = `
    GOAL          yes  no
    GOAL          no   yes
    MISSFOR       yes  yes
    MISSFOR       no   yes
    BLOCKFOR      no   yes
    MISSAGAINST   yes  no
    BLOCKAGAINST  yes  no
    BLOCKAGAINST  no   no
  `;
  const rows = table
    .trim()
    .split('\n')
    .map((row) => row.trim().split(/\s+/) as [ShootOutcome, string, string]);
  it.each(rows)('after %s (was attacking: %s) the team is attacking: %s', (outcome, was, after) => {
    expect(isAttackingAfterShoot(outcome, was === 'yes')).toBe(after === 'yes');
  });
  it('after a shot without outcome the team is not attacking', () => {
    expect(isAttackingAfterShoot(null, false)).toBe(false);
  });
});

describe('event time = (quarter - 1) * quarter length + time in quarter', () => {
  it.each([
    [1, 0, 480, 0],
    [1, 479, 480, 479],
    [2, 12, 480, 492],
    [4, 480, 480, 1920],
    [5, 30, 480, 1950],
    [3, 100, 420, 940],
  ])('quarter %i at %i s with %i s quarters is %i s', (quarter, time, length, expected) => {
    expect(eventTimeFromQuarter(quarter, time, length)).toBe(expected);
  });
});

describe('a penalty situation becomes PENALTYSHOOTOUT during a shootout, and PENALTY otherwise', () => {
  it.each([
    ['PENALTY', true, 'PENALTYSHOOTOUT'],
    ['PENALTYSHOOTOUT', false, 'PENALTY'],
    ['PENALTY', false, 'PENALTY'],
    ['ACTION', true, 'ACTION'],
    [null, false, null],
  ] as const)('%s in shootout %s is %s', (situation, isShootout, expected) => {
    expect(penaltySituation(situation, isShootout)).toBe(expected);
  });
});

describe('event tips by two-letter code', () => {
  /** `code  side  → type  detail` */
  const table = `
    CS own  SWIMOFF           -
    ER own  EXCLUSIONAGAINST  NORMAL
    EC own  EXCLUSIONAGAINST  NORMAL
    TA own  BALLGAINED        BALL_LOST
    TF own  BALLGAINED        CONTRAFAULT
    MA own  SHOOT             -
    MC own  SHOOT             -
    SC own  SHOOT             -
    AC own  SHOOT             -
    MX own  SHOOT             +X
    SX own  SHOOT             +X
    EF own  EXCLUSIONFOR      NORMAL
    GA own  SHOOT             GOAL
    GC own  SHOOT             GOAL
    GX own  SHOOT             GOAL+X
    CS opp  SWIMOFFAGAINST    -
    SX opp  SHOOTAGAINST      +X
    SA opp  SHOOTAGAINST      -
    SC opp  SHOOTAGAINST      +X
    GA opp  SHOOTAGAINST      GOAL
    GC opp  SHOOTAGAINST      GOAL
    GX opp  SHOOTAGAINST      GOAL+X
  `;
  const rows = table
    .trim()
    .split('\n')
    .map((row) => row.trim().split(/\s+/) as [string, string, string, string]);
  it.each(rows)('%s on the %s side is %s %s', (code, side, type, detail) => {
    const event = tipToEvent(code, side === 'own');
    expect(event?.type).toBe(type);
    const shown = `${event?.shootOutcome ?? event?.turnOverType ?? event?.exclusionType ?? ''}${event?.extraPlayer ? '+X' : ''}`;
    expect(shown || '-').toBe(detail);
  });
  it('opposing shoots have offense false', () => {
    for (const code of ['SX', 'SA', 'SC', 'GA', 'GC', 'GX']) expect(tipToEvent(code, false)?.offense).toBe(false);
  });
  it.each([
    ['ZZ', true],
    ['MA', false],
    ['toString', true],
  ])('an unknown code %s is not clickable', (code, isOwn) => {
    expect(tipToEvent(code, isOwn)).toBeNull();
  });
  it('codes are read in any case', () => {
    expect(tipToEvent('ga', true)?.shootOutcome).toBe('GOAL');
  });
});

describe('possession outcome shown in the list, by priority', () => {
  const event = (type: MatchEvent['type'], detail: Partial<MatchEvent> = {}) => ({
    type,
    turnOverType: null,
    shootOutcome: null,
    ...detail,
  });
  it.each([
    ['a shot clock turnover', [event('BALLLOST', { turnOverType: 'TIME' })], 'shotClock'],
    ['a bad pass', [event('BALLLOST', { turnOverType: 'BAD_PASS' })], 'badPass'],
    ['a counter foul', [event('BALLGAINED', { turnOverType: 'CONTRAFAULT' })], 'counterFoul'],
    ['a ball lost', [event('BALLLOST', { turnOverType: 'BALL_LOST' })], 'ballLost'],
    ['a turnover without type', [event('BALLLOST')], 'ballLost'],
    [
      'a turnover before an exclusion and a goal',
      [event('SHOOT', { shootOutcome: 'GOAL' }), event('EXCLUSIONFOR'), event('BALLLOST', { turnOverType: 'TIME' })],
      'shotClock',
    ],
    ['an exclusion over a shot', [event('SHOOT', { shootOutcome: 'MISSFOR' }), event('EXCLUSIONAGAINST')], 'exclusion'],
    ['a missed shot', [event('SHOOT', { shootOutcome: 'MISSAGAINST' })], 'shotMissed'],
    ['a shot missed, kept', [event('SHOOTAGAINST', { shootOutcome: 'MISSFOR' })], 'shotMissed'],
    ['a blocked shot', [event('SHOOT', { shootOutcome: 'BLOCKFOR' })], 'shotBlocked'],
    ['a blocked shot against', [event('SHOOTAGAINST', { shootOutcome: 'BLOCKAGAINST' })], 'shotBlocked'],
    [
      'a goal after a kept miss',
      [event('SHOOT', { shootOutcome: 'MISSFOR' }), event('SHOOT', { shootOutcome: 'GOAL' })],
      'goal',
    ],
    ['a shot over a swim-off', [event('SWIMOFF'), event('SHOOT', { shootOutcome: 'GOAL' })], 'goal'],
    ['only a swim-off', [event('OFFENSE_START'), event('SWIMOFF')], 'swimOff'],
    ['only a swim-off lost', [event('SWIMOFFAGAINST')], 'swimOff'],
    ['nothing that ends it', [event('OFFENSE_START'), event('DRIVE')], null],
  ])('%s shows %s', (_, events, expected) => {
    expect(possessionOutcome(events)).toBe(expected);
  });
});

describe('needsReview (docs/design.md §6)', () => {
  const complete: Parameters<typeof needsReview>[0] = {
    type: 'SHOOT',
    time: 100,
    playersInWater: [1, 2, 3, 4, 5, 6, 7],
    playerNumber: 7,
    opponentPlayerNumber: null,
    exclusionType: null,
    shootOutcome: 'GOAL',
    shootFromPoolX: 1000,
    shootFromPoolY: 600,
    shootToGoalX: 150,
    shootToGoalY: 40,
  };
  const possession = { timeFrom: 80, timeTo: 120 };
  type Row = [string, Partial<Parameters<typeof needsReview>[0]>, Parameters<typeof needsReview>[1], boolean];
  it.each<Row>([
    ['a complete shot inside its possession', {}, possession, false],
    ['no players in water recorded', { playersInWater: [] }, possession, true],
    ['players in water missing', { playersInWater: null }, possession, true],
    ['a shot without outcome', { shootOutcome: null }, possession, true],
    ['a shot without pool point', { shootFromPoolX: null }, possession, true],
    ['a shot without goal point', { shootToGoalY: null }, possession, true],
    ['a shot without player', { playerNumber: null }, possession, true],
    ['a turnover without player', { type: 'BALLLOST', playerNumber: null }, possession, true],
    ['a penalty foul without player', { type: 'PENALTYFOUL', playerNumber: null }, possession, true],
    [
      'their fouler named, ours not',
      { type: 'PENALTYFOULAGAINST', playerNumber: null, opponentPlayerNumber: 3 },
      possession,
      false,
    ],
    [
      'their excluded player named',
      { type: 'EXCLUSIONAGAINST', exclusionType: 'NORMAL', playerNumber: null, opponentPlayerNumber: 9 },
      possession,
      false,
    ],
    [
      'their player who lost the ball named',
      { type: 'BALLGAINED', playerNumber: null, opponentPlayerNumber: 8 },
      possession,
      false,
    ],
    ['an exclusion without type', { type: 'EXCLUSIONFOR', exclusionType: null }, possession, true],
    ['an exclusion with type and player', { type: 'EXCLUSIONFOR', exclusionType: 'NORMAL' }, possession, false],
    ['a timeout without player', { type: 'TIMEOUT', playerNumber: null, shootOutcome: null }, possession, false],
    ['an event before its possession', { time: 79 }, possession, true],
    ['an event after its possession', { time: 121 }, possession, true],
    ['an event in an open possession', { time: 500 }, { timeFrom: 80, timeTo: null }, false],
    ['an event without possession', { time: 5 }, null, false],
  ])('%s: %s', (_, patch, within, expected) => {
    expect(needsReview({ ...complete, ...patch }, within)).toBe(expected);
  });
});

describe('canSave (docs/product.md §5)', () => {
  it.each([
    ['nothing open', null, null, false],
    ['an event without type', { playerNumber: 7 }, null, false],
    ['a shoot without outcome', { type: 'SHOOT', playerNumber: 7 }, null, false],
    ['a shoot without player', { type: 'SHOOT', shootOutcome: 'GOAL' }, null, false],
    ['a shoot with player and outcome', { type: 'SHOOT', playerNumber: 7, shootOutcome: 'GOAL' }, null, true],
    [
      'a shoot against with player and outcome',
      { type: 'SHOOTAGAINST', playerNumber: 1, shootOutcome: 'MISSFOR' },
      null,
      true,
    ],
    ['a penalty foul without player', { type: 'PENALTYFOUL' }, null, false],
    ['a penalty foul with player', { type: 'PENALTYFOULAGAINST', playerNumber: 4 }, null, true],
    [
      'a pair exclusion without player',
      { type: 'EXCLUSIONFOR', exclusionType: 'PAIR', opponentPlayerNumber: 3 },
      null,
      false,
    ],
    [
      'a pair exclusion without opponent player',
      { type: 'EXCLUSIONFOR', exclusionType: 'PAIR', playerNumber: 3 },
      null,
      false,
    ],
    [
      'a pair exclusion with both players',
      { type: 'EXCLUSIONFOR', exclusionType: 'PAIR', playerNumber: 3, opponentPlayerNumber: 9 },
      null,
      true,
    ],
    ['a normal exclusion without players', { type: 'EXCLUSIONAGAINST', exclusionType: 'NORMAL' }, null, true],
    ['a turnover without type', { type: 'BALLLOST', playerNumber: 4 }, null, false],
    ['a turnover with type', { type: 'BALLGAINED', turnOverType: 'BAD_PASS' }, null, true],
    ['a timeout', { type: 'TIMEOUT' }, null, true],
    ['a valid event while a warning exists', { type: 'TIMEOUT' }, { code: 'tooManyPlayers', max: 7 }, false],
  ] as const)('%s: %s', (_, current, warning, expected) => {
    expect(canSave({ current, warning })).toBe(expected);
  });
});

describe('display helpers', () => {
  it.each([
    [{ firstName: 'Gergő', lastName: 'Kovács' }, 'KovG'],
    [{ firstName: 'Soma', lastName: 'Vogel' }, 'VogS'],
    [{ firstName: 'Ed', lastName: 'Li' }, 'LiE'],
    [{ firstName: 'Ádám', lastName: 'Ördög' }, 'ÖrdÁ'],
    [{ firstName: null, lastName: 'Manhercz' }, 'Man'],
    [{}, ''],
  ])('%o is shown as %s', (player, expected) => {
    expect(shortPlayerName(player)).toBe(expected);
  });
  it.each([
    [1250, '12.5'],
    [500, '5'],
    [0, '0'],
    [1037.6, '10.38'],
    [-50, '-0.5'],
    [null, null],
    [undefined, null],
    [Number.NaN, null],
  ])('%s cm is shown as %s m', (centimetres, metres) => {
    expect(metresFromCentimetres(centimetres)).toBe(metres);
  });
  it.each([
    [0, 1, 480, '8:00'],
    [12, 1, 480, '7:48'],
    [480, 1, 480, '0:00'],
    [480, 2, 480, '8:00'],
    [1000, 3, 480, '7:20'],
    [959, 2, 480, '0:01'],
    [2000, 1, 480, '0:00'],
    [5, 1, 300, '4:55'],
  ])('match time %i in quarter %i (quarter %i s) counts down to %s', (time, quarter, length, shown) => {
    expect(countDownTime(time, quarter, length)).toBe(shown);
  });
  it('the count-down assumes 480 s quarters by default', () => {
    expect(countDownTime(30, 1)).toBe('7:30');
  });
});

describe('mirrors', () => {
  it('every for/against type mirrors back to itself; side-less types have no mirror', () => {
    for (const type of EVENT_TYPES) {
      const mirror = mirrorEventType(type);
      if (mirror) expect(mirrorEventType(mirror)).toBe(type);
    }
    expect(['DRIVE', 'FORMATIONCHANGE', 'PLAYER_IN', 'PLAYER_OUT'].map((t) => mirrorEventType(t as 'DRIVE'))).toEqual([
      null,
      null,
      null,
      null,
    ]);
    // A time-out is one team's, and the other team's scorer may keep it too, as theirs.
    expect(mirrorEventType('TIMEOUT')).toBe('TIMEOUTAGAINST');
  });
  it('a pair exclusion mirror turns for into against with new uuids, the same players and no server id', () => {
    const event = {
      id: 9,
      uuid: 'a',
      type: 'EXCLUSIONFOR',
      playerNumber: 3,
      opponentPlayerNumber: 9,
      opponentEventUuid: 'b',
    } as MatchEvent;
    const mirror = mirrorPairExclusion(event, countingUuid(5));
    expect(mirror).toMatchObject({ type: 'EXCLUSIONAGAINST', playerNumber: 3, opponentPlayerNumber: 9 });
    expect(mirror.id).toBeUndefined();
    expect(mirror.uuid).not.toBe('a');
    expect(mirror.opponentEventUuid).not.toBe('b');
  });
});

describe('latest event', () => {
  const events = [
    { uuid: 'a', time: 10 },
    { uuid: 'b', time: 30 },
    { uuid: 'c', time: 30 },
    { uuid: 'd', time: 20 },
  ];
  it('is the last by time, ties to the later recorded', () => {
    expect(latestEvent(events)?.uuid).toBe('c');
  });
  it('is the one of the last undo step while it is stored', () => {
    const step = (uuid: string) => [{ eventUuid: uuid, at: 0, before: {} as never }];
    expect(latestEvent(events, step('d'))?.uuid).toBe('d');
    expect(latestEvent(events, step('gone'))?.uuid).toBe('c');
  });
  it('is null with no events', () => {
    expect(latestEvent([])).toBeNull();
  });
});
