import { describe, expect, it } from 'vitest';
import type { LivePlay } from '../../../../src/domain/live/liveSnapshot';
import { runningExclusions } from '../../../../src/domain/live/runningExclusions';

const play = (id: string, time: number, type: LivePlay['type'], extra: Partial<LivePlay> = {}): LivePlay => ({
  id,
  quarter: 2,
  time,
  team: 'team1',
  type,
  situation: null,
  outcome: null,
  cap: 4,
  player: null,
  shotFrom: null,
  ...extra,
});

describe('the exclusions running on the clock', () => {
  it.each([
    ['none without plays', [], 300, []],
    ['one called 5 s ago: 15 s to serve', [play('e', 305, 'EXCLUSIONFOR')], 300, [['e', 15]]],
    ['one served in full is over', [play('e', 321, 'EXCLUSIONFOR')], 300, []],
    [
      'a goal since ends it',
      [play('g', 302, 'SHOOT', { outcome: 'GOAL', team: 'team2' }), play('e', 310, 'EXCLUSIONFOR')],
      300,
      [],
    ],
    [
      'a missed shot since does not',
      [play('s', 302, 'SHOOT', { outcome: 'MISSFOR' }), play('e', 310, 'EXCLUSIONFOR')],
      300,
      [['e', 10]],
    ],
    [
      'two, one of each team',
      [play('b', 308, 'EXCLUSIONFOR', { team: 'team2', cap: 9 }), play('a', 312, 'EXCLUSIONFOR')],
      300,
      [
        ['b', 12],
        ['a', 8],
      ],
    ],
    ['one of another quarter is not', [play('e', 305, 'EXCLUSIONFOR', { quarter: 1 })], 300, []],
    ['one later than the clock (a correction) is not', [play('e', 290, 'EXCLUSIONFOR')], 300, []],
  ] as const)('%s', (_, plays, secondsLeft, expected) => {
    expect(runningExclusions(plays, 2, secondsLeft).map(({ id, secondsLeft: left }) => [id, left])).toEqual(expected);
  });

  it('follows the league’s exclusion time', () => {
    expect(runningExclusions([play('e', 305, 'EXCLUSIONFOR')], 2, 300, 18)[0]).toMatchObject({
      secondsLeft: 13,
      cap: 4,
    });
  });
});
