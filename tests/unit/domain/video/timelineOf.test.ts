import { describe, expect, it } from 'vitest';
import { buildPlaylist, EMPTY_CLIP_FILTER, timelineOf } from '../../../../src/domain/video';
import { clipEvent, MATCH, quarterVideo, wholeMatchVideo, type TestVideo } from './videoBuilders';

describe('the timeline of the current clip’s quarter', () => {
  const q1a = clipEvent('SHOOT', { quarter: 1, time: 60, videoTime: 100 });
  const q1b = clipEvent('BALLLOST', { quarter: 1, time: 200, videoTime: 300 });
  const q2 = clipEvent('BALLLOST', { quarter: 2, time: 600, videoTime: 200 });
  const q1Untagged = clipEvent('OFFENSE_START', { quarter: 1, time: 10, videoTime: 40 });
  const events = [q1a, q1b, q2, q1Untagged];
  const playlist = (videos: TestVideo[]) =>
    buildPlaylist({
      events,
      videos,
      filter: { ...EMPTY_CLIP_FILTER, matches: [MATCH] },
      rolls: { pre: null, post: null },
    }).clips;

  it('a whole-match video shows the quarter from its first to its last event, with a margin', () => {
    const timeline = timelineOf(playlist([wholeMatchVideo()]), 0, events, 540);
    expect(timeline?.span).toEqual({ start: 30, end: 310 });
    expect(timeline?.marks.map(({ index, isCurrent }) => [index, isCurrent])).toEqual([
      [0, true],
      [1, false],
    ]);
    expect(timeline?.marks[0]?.left).toBeCloseTo(((92 - 30) / 280) * 100);
    expect(timeline?.marks[0]?.width).toBeCloseTo((11 / 280) * 100);
  });

  it('a quarter video shows the whole video once its length is known', () => {
    const clips = playlist([quarterVideo(1), quarterVideo(2)]);
    const timeline = timelineOf(clips, 2, events, 480);
    expect(timeline?.span).toEqual({ start: 0, end: 480 });
    expect(timeline?.marks).toHaveLength(1);
    expect(timeline?.marks[0]).toMatchObject({ index: 2, isCurrent: true });
    expect(timeline?.marks[0]?.left).toBeCloseTo((194 / 480) * 100);
    expect(timeline?.marks[0]?.width).toBeCloseTo((8 / 480) * 100);
  });

  it('no current clip is no timeline', () => {
    expect(timelineOf([], 0, events, null)).toBeNull();
  });
});
