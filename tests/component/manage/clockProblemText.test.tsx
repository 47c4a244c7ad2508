import { expect, it } from 'vitest';
import type { ClockProblem } from '../../../src/domain/playbyplay';
import { clockProblemText } from '../../../src/app/manage/match/clockProblemText';

it.each<[ClockProblem, string]>([
  [
    { code: 'notATime', line: 3, clock: '25:99' },
    'Line 3: clock "25:99" is not a time (minutes:seconds, seconds up to 59)',
  ],
  [
    { code: 'longerThanQuarter', line: 2, clock: '8:00', quarterClock: '7:00' },
    'Line 2: clock "8:00" is longer than the quarter (7:00)',
  ],
  [
    { code: 'notATime', line: null, clock: 'half time' },
    'Line ?: clock "half time" is not a time (minutes:seconds, seconds up to 59)',
  ],
])('a clock problem %j reads %j in English', (problem, text) => {
  expect(clockProblemText(problem)).toBe(text);
});
