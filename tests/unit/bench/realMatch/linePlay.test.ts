import { describe, expect, it } from 'vitest';
import type { ScriptLine } from '../../../../src/domain/capture/script';
import { ownCapsOf } from '../../../bench/realMatch/ownCapsOf';
import { possessionNeed } from '../../../bench/realMatch/possessionNeed';
import { UNPRINTED_CAP } from '../../../bench/realMatch/realMatchScript';

type Case = [string, Pick<ScriptLine, 'side' | 'action'>, 'team1' | 'team2' | null, number[]];

const shot = (shooter: number): ScriptLine['action'] => ({
  verb: 'shoot',
  shooter,
  outcome: 'SAVED',
  isKept: false,
  assists: [],
});

describe('what a line needs on the screen before its event', () => {
  it.each<Case>([
    ['our shot', { side: 'team1', action: shot(5) }, 'team1', [5]],
    ['their shot (our goalkeeper by default)', { side: 'team2', action: shot(7) }, 'team2', []],
    [
      'our player excluded',
      { side: 'team1', action: { verb: 'exclusion', excluded: 4, exclusionType: 'NORMAL' } },
      'team2',
      [4],
    ],
    [
      'their player excluded',
      { side: 'team2', action: { verb: 'exclusion', excluded: 4, exclusionType: 'NORMAL' } },
      'team1',
      [],
    ],
    [
      'a pair exclusion written from their side',
      { side: 'team2', action: { verb: 'exclusion', excluded: 8, drawnBy: 3, exclusionType: 'PAIR' } },
      null,
      [3],
    ],
    ['a penalty to us', { side: 'team1', action: { verb: 'penalty', fouled: 10, fouler: 12 } }, 'team1', [10]],
    ['a penalty against us', { side: 'team2', action: { verb: 'penalty', fouled: 10, fouler: 13 } }, 'team2', [13]],
    [
      'our turnover',
      { side: 'team1', action: { verb: 'turnover', player: 2, turnOverType: 'CONTRAFAULT' } },
      'team1',
      [2],
    ],
    [
      'their turnover, our steal',
      { side: 'team2', action: { verb: 'turnover', player: 9, turnOverType: 'BALL_LOST', stealer: 11 } },
      'team2',
      [11],
    ],
    [
      'our steal printed alone',
      { side: 'team2', action: { verb: 'turnover', player: UNPRINTED_CAP, turnOverType: 'BALL_LOST', stealer: 11 } },
      'team2',
      [11],
    ],
    ['our swim-off', { side: 'team1', action: { verb: 'swim', winner: 4 } }, null, [4]],
    ['their swim-off', { side: 'team2', action: { verb: 'swim', winner: 8 } }, null, []],
    ['our time-out', { side: 'team1', action: { verb: 'timeout' } }, null, []],
    ['a card from the roster', { side: 'team1', action: { verb: 'card', card: 'YELLOW_CARD', cap: 12 } }, null, []],
  ])('%s: the ball with %s, in the water %j', (_, line, side, caps) => {
    expect(possessionNeed(line)).toBe(side);
    expect(ownCapsOf(line)).toEqual(caps);
  });
});

describe('what a line needs when the scorer keeps both teams (their player first)', () => {
  it.each<[string, Pick<ScriptLine, 'side' | 'action'>, 'team1' | 'team2' | null]>([
    ['their shot, their shooter first', { side: 'team2', action: shot(7) }, null],
    ['our shot, as before', { side: 'team1', action: shot(5) }, 'team1'],
    [
      'their player excluded, him first',
      { side: 'team2', action: { verb: 'exclusion', excluded: 4, exclusionType: 'NORMAL' } },
      null,
    ],
    [
      'their player excluded with substitution, type first as before',
      { side: 'team2', action: { verb: 'exclusion', excluded: 4, exclusionType: 'WITH_SUBSTITUTION' } },
      'team1',
    ],
    [
      'our player excluded, as before',
      { side: 'team1', action: { verb: 'exclusion', excluded: 4, exclusionType: 'NORMAL' } },
      'team2',
    ],
    [
      'a penalty to us, their fouler first',
      { side: 'team1', action: { verb: 'penalty', fouled: 10, fouler: 12 } },
      null,
    ],
    [
      'a penalty against us, as before',
      { side: 'team2', action: { verb: 'penalty', fouled: 10, fouler: 13 } },
      'team2',
    ],
    [
      'their turnover with only their player printed: his cap first',
      { side: 'team2', action: { verb: 'turnover', player: 7, turnOverType: 'BAD_PASS' } },
      null,
    ],
    [
      'their turnover with our stealer printed: our stealer, as before',
      { side: 'team2', action: { verb: 'turnover', player: 7, turnOverType: 'BALL_LOST', stealer: 3 } },
      'team2',
    ],
    [
      'their turnover with nobody printed: type first, as before',
      { side: 'team2', action: { verb: 'turnover', player: 0, turnOverType: 'TIME' } },
      'team2',
    ],
    ['their swim-off won: their swimmer first', { side: 'team2', action: { verb: 'swim', winner: 6 } }, null],
    [
      'our turnover, as before',
      { side: 'team1', action: { verb: 'turnover', player: 5, turnOverType: 'CONTRAFAULT' } },
      'team1',
    ],
  ])('%s: the ball with %s', (_, line, side) => {
    expect(possessionNeed(line, true)).toBe(side);
  });
});
