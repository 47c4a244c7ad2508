import { describe, expect, it } from 'vitest';
import {
  alignEvents,
  alignVideoTimes,
  isHandSetVideoTime,
  VideoAlignmentSchema,
  type AlignableEvent,
  type AlignmentAnchor,
  type VideoTimeSource,
} from '../../../../src/domain/video';
import * as v from 'valibot';
import { clipEvent, quarterVideo, wholeMatchVideo } from './videoBuilders';

const START = Date.parse('2026-03-01T10:00:00.000Z');
const uuidOf = (name: string) => `00000000-0000-4000-9000-${name.padStart(12, '0')}`;

/**
 * `name quarter time recorded video`: `recorded` is seconds after START the event was captured ('-': none),
 * `video` its stored video time ('-': null). Quarters are 480 s long, so Q2 starts at game time 480.
 */
function log(...rows: string[]): AlignableEvent[] {
  return rows.map((row) => {
    const [name, quarter, time, recorded, video] = row.trim().split(/\s+/) as [string, string, string, string, string];
    return {
      uuid: uuidOf(name),
      quarter: Number(quarter),
      time: Number(time),
      recordedAt: recorded === '-' ? null : new Date(START + Number(recorded) * 1000).toISOString(),
      videoTime: video === '-' ? null : Number(video),
    };
  });
}
const anchor = (name: string, videoTime: number): AlignmentAnchor => ({ eventUuid: uuidOf(name), videoTime });
const timesOf = (events: AlignableEvent[], anchors: AlignmentAnchor[], quarter?: number) => {
  const { times } = alignEvents(events, anchors, { quarter });
  return Object.fromEntries(
    [...times].map(([uuid, time]) => [events.find((event) => event.uuid === uuid)!.uuid.slice(-1), time]),
  ) as Record<string, { videoTime: number | null; source: VideoTimeSource }>;
};

describe('aligning a log with a video', () => {
  it.each([
    {
      rule: 'one anchor shifts every live event by its offset',
      events: log('a 1 30 35 0', 'b 1 100 130 0', 'c 1 20 10 -'),
      anchors: [anchor('a', 50)],
      expected: { a: [50, 'anchor'], b: [145, 'recordedAt'], c: [25, 'recordedAt'] },
    },
    {
      rule: 'drift between two anchors is spread linearly; after the last, its offset holds',
      events: log('a 1 0 0 0', 'b 1 40 50 0', 'c 1 90 100 0', 'd 1 170 200 0'),
      anchors: [anchor('a', 100), anchor('c', 210)],
      expected: { a: [100, 'anchor'], b: [155, 'recordedAt'], c: [210, 'anchor'], d: [310, 'recordedAt'] },
    },
    {
      rule: 'a quarter break is not stretched: each side keeps its own anchor offset',
      events: log('a 1 10 0 0', 'b 1 400 500 0', 'd 2 490 900 0', 'e 2 520 1000 0'),
      anchors: [anchor('a', 100), anchor('e', 1300)],
      expected: { a: [100, 'anchor'], b: [600, 'recordedAt'], d: [1200, 'recordedAt'], e: [1300, 'anchor'] },
    },
    {
      rule: 'a quarter between anchors of others takes the nearer anchor',
      events: log('a 1 10 0 0', 'b 2 500 300 0', 'c 2 900 2000 0', 'e 3 1000 2100 0'),
      anchors: [anchor('a', 100), anchor('e', 2500)],
      expected: { a: [100, 'anchor'], b: [400, 'recordedAt'], c: [2400, 'recordedAt'], e: [2500, 'anchor'] },
    },
    {
      rule: 'events without recordedAt are placed by the game clock between the anchors',
      events: log('a 1 60 0 0', 'b 1 210 - -', 'c 1 360 400 0', 'd 1 400 - -', 'e 1 30 - 0'),
      anchors: [anchor('a', 100), anchor('c', 500)],
      expected: {
        a: [100, 'anchor'],
        b: [300, 'gameClock'],
        c: [500, 'anchor'],
        d: [540, 'gameClock'],
        e: [70, 'gameClock'],
      },
    },
    {
      rule: 'the game clock also breaks at a quarter',
      events: log('a 1 60 - -', 'b 1 400 - -', 'd 2 500 - -', 'e 2 540 - -'),
      anchors: [anchor('a', 100), anchor('e', 900)],
      expected: { a: [100, 'anchor'], b: [440, 'gameClock'], d: [860, 'gameClock'], e: [900, 'anchor'] },
    },
    {
      rule: 'a video time set by hand wins over the alignment',
      events: log('a 1 30 35 0', 'b 1 100 130 77.5', 'c 1 120 150 -'),
      anchors: [anchor('a', 50)],
      expected: { a: [50, 'anchor'], b: [77.5, 'handSet'], c: [165, 'recordedAt'] },
    },
    {
      rule: 'with no anchors nothing changes',
      events: log('a 1 30 35 0', 'b 1 100 130 77.5', 'c 1 120 - -'),
      anchors: [],
      expected: { a: [0, 'unchanged'], b: [77.5, 'handSet'], c: [null, 'unchanged'] },
    },
    {
      rule: 'a time before the video starts is its first second',
      events: log('a 1 30 35 0', 'b 1 5 0 0'),
      anchors: [anchor('a', 10)],
      expected: { a: [10, 'anchor'], b: [0, 'recordedAt'] },
    },
  ])('$rule', ({ events, anchors, expected }) => {
    const times = timesOf(events, anchors);
    expect(
      Object.fromEntries(Object.entries(times).map(([name, time]) => [name, [time.videoTime, time.source]])),
    ).toEqual(expected);
  });

  it('ignores and reports an anchor naming an unknown event, or an event the video does not cover', () => {
    const events = log('a 1 30 35 0', 'b 1 100 130 0', 'c 2 500 900 0', 'd 2 520 910 0');
    const stray = { eventUuid: '6f1c9a52-1111-4c1e-8d55-0d4b1e2f3a4b', videoTime: 5 };
    const { times, unknownAnchors } = alignEvents(events, [stray, anchor('a', 50), anchor('c', 60)], { quarter: 2 });
    expect(unknownAnchors).toEqual([stray, anchor('a', 50)]);
    expect([...times.keys()]).toEqual([uuidOf('c'), uuidOf('d')]);
    expect(times.get(uuidOf('d'))).toEqual({ videoTime: 70, source: 'recordedAt' });
  });

  it.each([
    [null, false],
    [0, false],
    [0.4, true],
    [312, true],
  ])('a stored video time %s is set by hand: %s', (videoTime, expected) => {
    expect(isHandSetVideoTime({ videoTime })).toBe(expected);
  });
});

describe('aligning each video of a match', () => {
  const goalQ1 = clipEvent('SHOOT', { quarter: 1, time: 60, videoTime: 0, recordedAt: '2026-03-01T10:01:00.000Z' });
  const missQ1 = clipEvent('SHOOT', { quarter: 1, time: 90, videoTime: 0, recordedAt: '2026-03-01T10:01:40.000Z' });
  const goalQ2 = clipEvent('SHOOT', { quarter: 2, time: 500, videoTime: 0, recordedAt: '2026-03-01T10:20:00.000Z' });
  const events = [goalQ1, missQ1, goalQ2];

  it('aligns each quarter video over its own quarter only', () => {
    const videos = [quarterVideo(1), quarterVideo(2)];
    const aligned = alignVideoTimes(events, videos, (video) =>
      video.quarter === 1 ? [{ eventUuid: goalQ1.uuid, videoTime: 30 }] : null,
    );
    expect(aligned.map((event) => event.videoTime)).toEqual([30, 70, 0]);
    expect(aligned[2]).toBe(goalQ2);
  });

  it('aligns a whole-match video over the quarters no quarter video covers', () => {
    const videos = [wholeMatchVideo(), quarterVideo(1)];
    const anchors = [{ eventUuid: goalQ2.uuid, videoTime: 1200 }];
    const aligned = alignVideoTimes(events, videos, (video) => (video.quarter === null ? anchors : null));
    expect(aligned.map((event) => event.videoTime)).toEqual([0, 0, 1200]);
  });

  it('answers the events themselves when no video is aligned', () => {
    expect(alignVideoTimes(events, [wholeMatchVideo()], () => [])).toBe(events);
  });
});

describe('an alignment body', () => {
  const ok = { eventUuid: '6f1c9a52-1111-4c1e-8d55-0d4b1e2f3a4b', videoTime: 12.5 };
  it.each([
    [{ anchors: [] }, true],
    [{ anchors: [ok] }, true],
    [{ anchors: [{ ...ok, videoTime: -1 }] }, false],
    [{ anchors: [{ ...ok, eventUuid: 'goal-1' }] }, false],
    [{ anchors: [ok, { ...ok, videoTime: 20 }] }, false],
    [{ anchors: Array.from({ length: 201 }, (_, i) => ({ ...ok, eventUuid: uuidOf(String(i)) })) }, false],
    [{}, false],
  ])('%#: %j is valid: %s', (body, expected) => {
    expect(v.safeParse(VideoAlignmentSchema, body).success).toBe(expected);
  });
});
