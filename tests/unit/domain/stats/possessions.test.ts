import { describe, expect, it } from 'vitest';
import type { MatchEvent } from '../../../../src/domain/model';
import { possessionOutcome } from '../../../../src/domain/stats';
import { event, ours, possession, shot, shotAgainst } from './statsBuilders';

describe('possessionOutcome', () => {
  it.each<[string, MatchEvent[], string]>([
    ['a shot-clock turnover', [event('BALLLOST', { turnOverType: 'TIME' })], 'shotClock'],
    ['a bad pass', [event('BALLLOST', { turnOverType: 'BAD_PASS' })], 'badPass'],
    ['a counter foul gained on defense', [event('BALLGAINED', { turnOverType: 'CONTRAFAULT' })], 'counterFoul'],
    ['a ball lost', [event('BALLLOST', { turnOverType: 'BALL_LOST' })], 'ballLost'],
    [
      'a turnover before anything else',
      [shot('MISSFOR'), event('EXCLUSIONAGAINST'), event('BALLLOST', { turnOverType: 'BAD_PASS' })],
      'badPass',
    ],
    ['an exclusion before a shot', [shot('GOAL'), event('EXCLUSIONFOR')], 'exclusion'],
    ['a missed shot', [shot('MISSAGAINST')], 'shotMissed'],
    ['a blocked shot against', [shotAgainst('BLOCKFOR')], 'shotBlocked'],
    ['the last shot when there are several', [shot('MISSFOR'), shot('GOAL')], 'goal'],
    ['a swim-off and nothing else', [event('SWIMOFF')], 'swimOff'],
    ['a shot after the swim-off', [event('SWIMOFF'), shot('GOAL')], 'goal'],
    ['nothing', [], 'none'],
  ])('names %s', (_case, events, outcome) => {
    expect(possessionOutcome(events)).toBe(outcome);
  });
});

describe('possession statistics', () => {
  it('leaves the shootout’s turns out of possessions, minutes in the water and lineups', () => {
    const play = possession({ quarter: 4, timeFrom: 1400, timeTo: 1430, playersInWater: [1, 5] });
    const turn = possession({ quarter: 5, timeFrom: 1920, timeTo: 1960, playersInWater: [1, 5] });
    const stats = ours(
      [shot('GOAL', { quarter: 5, shootSituation: 'PENALTYSHOOTOUT', possessionUuid: turn.uuid })],
      [play, turn],
    );
    expect([
      stats.possessions.offense.count,
      stats.possessions.byQuarter.map(({ quarter }) => quarter),
      stats.players.map((player) => player.secondsInWater),
      stats.lineups.map((unit) => unit.possessions.offense),
      stats.boxScore.shootout.made,
    ]).toEqual([1, [1, 2, 3, 4], [30, 30], [1], 1]);
  });

  it('counts possessions on offense and defense with their mean length and outcomes, also per quarter', () => {
    const first = possession({ quarter: 1, timeFrom: 0, timeTo: 20 });
    const second = possession({ quarter: 2, timeFrom: 480, timeTo: 510 });
    const open = possession({ quarter: 2, timeFrom: 510, timeTo: null });
    const defense = possession({ quarter: 1, offense: false, timeFrom: 20, timeTo: 45 });
    const stats = ours(
      [
        shot('GOAL', { possessionUuid: first.uuid }),
        event('BALLLOST', { turnOverType: 'TIME', possessionUuid: second.uuid, quarter: 2 }),
      ],
      [first, defense, second, open],
    );
    expect(stats.possessions.offense).toMatchObject({ count: 3, meanSeconds: 25 });
    expect(stats.possessions.offense.outcomes).toMatchObject({ goal: 1, shotClock: 1, none: 1 });
    expect(stats.possessions.defense).toMatchObject({ count: 1, meanSeconds: 25 });
    expect(
      stats.possessions.byQuarter.map(({ quarter, offense, defense }) => [quarter, offense.count, defense.count]),
    ).toEqual([
      [1, 1, 1],
      [2, 2, 0],
      [3, 0, 0],
      [4, 0, 0],
    ]);
  });

  it('has no mean length without closed possessions', () => {
    expect(ours([]).possessions.offense).toMatchObject({ count: 0, meanSeconds: null });
  });
});
