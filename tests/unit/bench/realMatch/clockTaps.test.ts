import { describe, expect, it } from 'vitest';
import { keypadKeys } from '../../../bench/realMatch/keypadKeys';
import { stepperSteps } from '../../../bench/realMatch/stepperSteps';

describe('stepperSteps', () => {
  it.each([
    [0, 0, []],
    [0, 1, [1]],
    [0, 10, [10]],
    [0, 29, [10, 10, 10, -1]],
    [12, 3, [-10, 1]],
    [40, 36, [-1, -1, -1, -1]],
    [40, 34, [-10, 1, 1, 1, 1]],
    // −10 at 8 s elapsed stops at 0: the way back to 0 is one tap.
    [8, 0, [-10]],
    [83, 66, [-10, -10, 1, 1, 1]],
  ])('from %i s to %i s elapsed: %j', (from, to, steps) => {
    const planned = stepperSteps(from, to);
    expect(planned).toHaveLength(steps.length);
    expect(planned.reduce((time, step) => Math.max(0, time + step), from)).toBe(to);
  });
});

describe('keypadKeys', () => {
  it.each([
    [438, ['7', '1', '8']],
    [480, ['8', '0', '0']],
    [60, ['1', '0', '0']],
    [45, ['0', '4', '5']],
    [8, ['8', 'Set']],
    [0, ['0', 'Set']],
  ])('%i s left is keyed %j', (left, keys) => {
    expect(keypadKeys(left)).toEqual(keys);
  });

  it('refuses a time the three-digit keypad cannot show', () => {
    expect(() => keypadKeys(600)).toThrow(/600 s/);
  });
});
