import { describe, expect, it } from 'vitest';
import type { EventType } from '../../../../src/domain/model';
import {
  buildClip,
  defaultRollOf,
  parseRollSeconds,
  rollOf,
  type Roll,
  type RollSettings,
} from '../../../../src/domain/video';

describe('clip rolls', () => {
  it.each<[string, EventType, Roll]>([
    ['a shot rolls 8 s before and 3 s after', 'SHOOT', { pre: 8, post: 3 }],
    ['a shot against rolls like a shot', 'SHOOTAGAINST', { pre: 8, post: 3 }],
    ['an exclusion rolls 6 s before and 2 s after', 'EXCLUSIONAGAINST', { pre: 6, post: 2 }],
    ['a turnover rolls like every other type', 'BALLLOST', { pre: 6, post: 2 }],
  ])('%s', (_name, type, roll) => {
    expect(defaultRollOf(type)).toEqual(roll);
  });

  it.each<[string, RollSettings, Partial<Roll> | undefined, Roll]>([
    ['no setting keeps the default', { pre: null, post: null }, undefined, { pre: 8, post: 3 }],
    ['a global pre-roll replaces the default pre-roll only', { pre: 4, post: null }, undefined, { pre: 4, post: 3 }],
    [
      'a global post-roll replaces the default post-roll only',
      { pre: null, post: 10 },
      undefined,
      { pre: 8, post: 10 },
    ],
    ['a clip of its own wins over the global setting', { pre: 4, post: 5 }, { pre: 12 }, { pre: 12, post: 5 }],
    ['a zero roll is a roll, not a missing one', { pre: 0, post: null }, { post: 0 }, { pre: 0, post: 0 }],
  ])('%s', (_name, settings, override, roll) => {
    expect(rollOf('SHOOT', settings, override)).toEqual(roll);
  });

  it.each<[string, number, Roll, number | null, { start: number; end: number }]>([
    [
      'a clip spans videoTime minus pre to videoTime plus post',
      100,
      { pre: 8, post: 3 },
      null,
      { start: 92, end: 103 },
    ],
    ['a clip never starts before the video', 5, { pre: 8, post: 3 }, null, { start: 0, end: 8 }],
    ['a clip never ends after a known video length', 538, { pre: 6, post: 2 }, 539, { start: 532, end: 539 }],
    ['an unknown length (NaN) does not cut the clip', 538, { pre: 6, post: 2 }, Number.NaN, { start: 532, end: 540 }],
  ])('%s', (_name, videoTime, roll, duration, span) => {
    expect(buildClip(videoTime, roll, duration)).toEqual(span);
  });

  it.each<[string, string | null, number | null]>([
    ['whole seconds are read', '5', 5],
    ['tenths are kept', '2.5', 2.5],
    ['finer fractions round to tenths', '1.26', 1.3],
    ['an empty text is no setting', '', null],
    ['a negative roll is refused', '-1', null],
    ['more than two minutes is refused', '121', null],
    ['text is refused', 'abc', null],
    ['nothing is no setting', null, null],
  ])('%s', (_name, text, seconds) => {
    expect(parseRollSeconds(text)).toBe(seconds);
  });
});
