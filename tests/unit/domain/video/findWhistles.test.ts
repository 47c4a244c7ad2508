import { describe, expect, it } from 'vitest';
import { findWhistles } from '../../../../src/domain/video';
import { matchSound } from './support/matchSound';

const RATE = 8000;

describe('findWhistles', () => {
  it.each([
    ['one blast in crowd noise', [{ time: 3, duration: 0.6, loudness: 0.4 }], [3]],
    [
      'three blasts, one short and quiet',
      [
        { time: 1, duration: 0.3, loudness: 0.3 },
        { time: 4.5, duration: 1.2, loudness: 0.5 },
        { time: 8, duration: 0.2, loudness: 0.1 },
      ],
      [1, 4.5, 8],
    ],
    [
      'two blasts a second apart stay two',
      [
        { time: 2, duration: 0.4, loudness: 0.4 },
        { time: 3, duration: 0.4, loudness: 0.4 },
      ],
      [2, 3],
    ],
    ['crowd noise and claps alone: none', [], []],
  ])('%s', (_case, whistles, onsets) => {
    const found = findWhistles(matchSound(10, whistles, { sampleRate: RATE }), RATE);
    expect(found.map((whistle) => whistle.time)).toHaveLength(onsets.length);
    found.forEach((whistle, at) => expect(Math.abs(whistle.time - onsets[at]!)).toBeLessThan(0.1));
  });

  it('hears a click of under a tenth of a second as no whistle', () => {
    expect(
      findWhistles(matchSound(5, [{ time: 2, duration: 0.05, loudness: 0.5 }], { sampleRate: RATE }), RATE),
    ).toEqual([]);
  });

  it('hears a low tone (a horn, music) outside the whistle band as no whistle', () => {
    const samples = matchSound(5, [], { sampleRate: RATE, crowd: 0.02 });
    for (let i = 8000; i < 24000; i++) samples[i] = samples[i]! + 0.5 * Math.sin((2 * Math.PI * 440 * i) / RATE);
    expect(findWhistles(samples, RATE)).toEqual([]);
  });

  it('answers the blast’s length', () => {
    const [whistle] = findWhistles(
      matchSound(4, [{ time: 1, duration: 1, loudness: 0.4 }], { sampleRate: RATE }),
      RATE,
    );
    expect(whistle!.duration).toBeGreaterThan(0.9);
    expect(whistle!.duration).toBeLessThan(1.15);
  });
});
