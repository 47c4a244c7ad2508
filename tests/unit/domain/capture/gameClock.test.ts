import { describe, expect, it } from 'vitest';
import {
  elapsedSeconds,
  isQuarterOver,
  keypadSeconds,
  nudgeClock,
  quarterClock,
  secondsLeft,
  setClock,
  startClock,
  stopClock,
  stopsPlay,
  type GameClock,
} from '../../../../src/domain/capture/period/gameClock';

const Q = 480;
const T0 = 1_700_000_000_000;
const at = (seconds: number) => T0 + seconds * 1000;

/** Plays clock taps ('start', 'stop', 'set 438', 'nudge +10') at their instants (seconds after T0). */
function play(steps: [number, string][], clock: GameClock = quarterClock(Q)): GameClock {
  for (const [second, step] of steps) {
    const [verb, value] = step.split(' ');
    const now = at(second);
    if (verb === 'start') clock = startClock(clock, now);
    else if (verb === 'stop') clock = stopClock(clock, now);
    else if (verb === 'set') clock = setClock(clock, Number(value), now, Q);
    else if (verb === 'nudge') clock = nudgeClock(clock, Number(value), now, Q);
  }
  return clock;
}

describe('the game clock', () => {
  it.each([
    ['a new quarter shows its length, stopped', [], 0, 480, 0],
    ['running 10 s', [[0, 'start']], 10, 470, 10],
    ['running 9.4 s shows 7:51 (whole seconds up), the event is at 9 s', [[0, 'start']], 9.4, 470.6, 9],
    [
      'stopped after 12 s keeps 7:48',
      [
        [0, 'start'],
        [12, 'stop'],
      ],
      60,
      468,
      12,
    ],
    [
      'stop, then start again: only running time counts',
      [
        [0, 'start'],
        [10, 'stop'],
        [40, 'start'],
      ],
      45,
      465,
      15,
    ],
    [
      'a second start while running changes nothing',
      [
        [0, 'start'],
        [5, 'start'],
      ],
      10,
      470,
      10,
    ],
    ['the keypad sets what the scoreboard shows, stopped', [[0, 'set 438']], 20, 438, 42],
    [
      'the keypad while running: it runs on from there',
      [
        [0, 'start'],
        [30, 'set 438'],
      ],
      32,
      436,
      44,
    ],
    ['+10 is ten seconds later in the quarter', [[0, 'nudge 10']], 0, 470, 10],
    [
      '−1 is a second earlier',
      [
        [0, 'nudge 10'],
        [1, 'nudge -1'],
      ],
      1,
      471,
      9,
    ],
    ['a nudge never goes past the quarter start', [[0, 'nudge -30']], 0, 480, 0],
    ['it stops at 0:00: the quarter is over', [[0, 'start']], 500, 0, 480],
    [
      'a start at 0:00 stays stopped',
      [
        [0, 'set 0'],
        [1, 'start'],
      ],
      10,
      0,
      480,
    ],
  ] as [string, [number, string][], number, number, number][])('%s', (_, steps, second, left, elapsed) => {
    const clock = play(steps);
    expect(secondsLeft(clock, at(second))).toBeCloseTo(left, 6);
    expect(elapsedSeconds(clock, at(second), Q)).toBe(elapsed);
    expect(isQuarterOver(clock, at(second))).toBe(left === 0);
  });
});

describe('the keypad reads as the scoreboard', () => {
  it.each([
    ['718', 438],
    ['800', 480],
    ['45', 45],
    ['8', 8],
    ['1000', 600],
    ['0', 0],
    ['760', null],
    ['', null],
    ['12345', null],
    ['7:18', null],
  ])('%s → %s', (digits, seconds) => {
    expect(keypadSeconds(digits)).toBe(seconds);
  });
});

describe('play stops by rule', () => {
  it.each([
    [{ type: 'SHOOT', shootOutcome: 'GOAL' }, true],
    [{ type: 'SHOOTAGAINST', shootOutcome: 'GOAL' }, true],
    [{ type: 'SHOOT', shootOutcome: 'MISSFOR' }, false],
    [{ type: 'EXCLUSIONFOR' }, true],
    [{ type: 'EXCLUSIONAGAINST' }, true],
    [{ type: 'PENALTYFOUL' }, true],
    [{ type: 'PENALTYFOULAGAINST' }, true],
    [{ type: 'TIMEOUT' }, true],
    [{ type: 'DRIVE' }, false],
    [{ type: 'BALLLOST' }, false],
    [{ type: 'PLAYER_IN' }, false],
  ] as const)('%o → %s', (event, stops) => {
    expect(stopsPlay(event)).toBe(stops);
  });
});
