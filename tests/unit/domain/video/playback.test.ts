import { describe, expect, it } from 'vitest';
import {
  playbackStep,
  stepPlaybackRate,
  videoActionOf,
  type PlaybackMode,
  type PlaybackStep,
  type VideoAction,
} from '../../../../src/domain/video';

const clip = { start: 10, end: 20 };
const mode = (fields: Partial<PlaybackMode> = {}): PlaybackMode => ({
  isLoop: false,
  isAutoplay: true,
  hasNext: true,
  ...fields,
});

describe('playing a clip to its end', () => {
  it.each<[string, number, number, PlaybackMode, boolean, PlaybackStep]>([
    ['inside the clip it keeps playing', 12, 12.2, mode(), false, 'play'],
    ['crossing the end goes on to the next clip', 19.9, 20.1, mode(), false, 'next'],
    ['reaching the end exactly counts as crossing', 19.98, 20, mode(), false, 'next'],
    ['a looped clip starts again', 19.9, 20.1, mode({ isLoop: true }), false, 'loop'],
    ['without autoplay it stops at the end', 19.9, 20.1, mode({ isAutoplay: false }), false, 'stop'],
    ['the last clip stops at its end', 19.9, 20.1, mode({ hasNext: false }), false, 'stop'],
    ['scrubbing on past the end is left alone', 25, 25.2, mode(), false, 'play'],
    ['a video that ends inside the clip ends the clip', 15, 15, mode(), true, 'next'],
    ['a video that ends far from the clip is left alone', 40, 40, mode(), true, 'play'],
  ])('%s', (_name, before, now, playbackMode, hasEnded, step) => {
    expect(playbackStep(before, now, clip, playbackMode, hasEnded)).toBe(step);
  });

  it.each<[string, number, -1 | 1, number]>([
    ['faster from normal speed is 1.25×', 1, 1, 1.25],
    ['slower from normal speed is 0.75×', 1, -1, 0.75],
    ['2× is the fastest', 2, 1, 2],
    ['0.5× is the slowest', 0.5, -1, 0.5],
    ['an odd rate snaps to its neighbour first', 1.1, 1, 1.25],
  ])('%s', (_name, rate, direction, next) => {
    expect(stepPlaybackRate(rate, direction)).toBe(next);
  });

  it.each<[string, string, object, VideoAction | null]>([
    ['Space plays and pauses', ' ', {}, 'togglePlay'],
    ['K plays and pauses too', 'k', {}, 'togglePlay'],
    ['J goes to the previous clip', 'j', {}, 'previousClip'],
    ['the left arrow goes to the previous clip', 'ArrowLeft', {}, 'previousClip'],
    ['L goes to the next clip', 'L', {}, 'nextClip'],
    ['the right arrow goes to the next clip', 'ArrowRight', {}, 'nextClip'],
    ['comma steps a frame back', ',', {}, 'frameBack'],
    ['period steps a frame forward', '.', {}, 'frameForward'],
    ['[ slows down', '[', {}, 'slower'],
    ['] speeds up', ']', {}, 'faster'],
    ['R loops the clip', 'r', {}, 'toggleLoop'],
    ['? shows the shortcuts', '?', {}, 'help'],
    ['Ctrl+L belongs to the browser', 'l', { ctrlKey: true }, null],
    ['other keys do nothing', 'x', {}, null],
  ])('%s', (_name, key, modifiers, action) => {
    expect(videoActionOf(key, modifiers)).toBe(action);
  });
});
