import { describe, expect, it } from 'vitest';
import { proposeAlignment, type ProposableEvent, type Whistle } from '../../../../src/domain/video';
import { seededRandom } from './support/matchSound';

const KICKOFF = Date.parse('2026-11-28T15:00:00Z');
/** A goal (stops play) or a shot saved (does not), recorded `delay` s after its whistle at wall second `at`. */
const event = (uuid: string, quarter: number, at: number | null, delay: number, stops = true): ProposableEvent => ({
  uuid,
  quarter,
  time: (quarter - 1) * 480 + 60,
  type: 'SHOOT',
  shootOutcome: stops ? 'GOAL' : 'MISSFOR',
  recordedAt: at === null ? null : new Date(KICKOFF + (at + delay) * 1000).toISOString(),
});
/** A stop-play whistle is a long blast; an ordinary foul's a short one. */
const whistle = (time: number, duration = 0.8): Whistle => ({ time, duration });
/** Foul whistles every 7–15 s across [from, to) of the video: most whistles stop nothing the scorer records. */
function fouls(from: number, to: number, seed: number): Whistle[] {
  const random = seededRandom(seed);
  const out: Whistle[] = [];
  for (let time = from + 7 * random(); time < to; time += 7 + 8 * random()) out.push(whistle(time, 0.25));
  return out;
}
const videoOf = (anchors: { eventUuid: string; videoTime: number }[]) =>
  Object.fromEntries(anchors.map((anchor) => [anchor.eventUuid, anchor.videoTime]));

describe('proposeAlignment', () => {
  it('matches each goal to its whistle among foul whistles, the video starting 90 s before kick-off', () => {
    const goals = [
      event('g1', 1, 40, 2.1),
      event('g2', 1, 130, 1.2),
      event('g3', 1, 260, 3.6),
      event('g4', 1, 400, 2.4),
      event('g5', 1, 555, 1.8),
    ];
    const proposal = proposeAlignment(goals, [
      ...fouls(0, 700, 3),
      ...[40, 130, 260, 400, 555].map((at) => whistle(at + 90)),
    ]);
    expect(proposal.candidates).toBe(5);
    expect(videoOf(proposal.anchors)).toEqual({ g1: 130, g2: 220, g3: 350, g4: 490, g5: 645 });
  });

  it('takes a quarter’s own offset when the camera was paused over the break', () => {
    const q1 = [event('a', 1, 50, 2), event('b', 1, 200, 2.5), event('c', 1, 420, 1.5)];
    const q2 = [event('d', 2, 900, 2), event('e', 2, 1000, 3), event('f', 2, 1200, 2.2)];
    // Q1 is at wall + 30 in the video; the camera stopped for 300 s of the break, so Q2 is at wall − 270.
    const whistles = [
      ...fouls(0, 500, 5),
      ...[50, 200, 420].map((at) => whistle(at + 30)),
      ...fouls(600, 1000, 6),
      ...[900, 1000, 1200].map((at) => whistle(at - 270)),
    ];
    expect(videoOf(proposeAlignment([...q1, ...q2], whistles).anchors)).toEqual({
      a: 80,
      b: 230,
      c: 450,
      d: 630,
      e: 730,
      f: 930,
    });
  });

  it('leaves out a tap more than 6 s after its whistle, matching the others', () => {
    const events = [event('a', 1, 50, 2), event('late', 1, 100, 9), event('b', 1, 200, 2.5), event('c', 1, 300, 1.5)];
    const whistles = [50, 100, 200, 300].map((at) => whistle(at + 10));
    expect(videoOf(proposeAlignment(events, whistles).anchors)).toEqual({ a: 60, b: 210, c: 310 });
  });

  it('matches short blasts too when the referee whistles every stop short', () => {
    const events = [event('a', 1, 50, 2), event('b', 1, 200, 2.5), event('c', 1, 300, 1.5)];
    const whistles = [50, 200, 300].map((at) => whistle(at + 10, 0.25));
    expect(videoOf(proposeAlignment(events, whistles).anchors)).toEqual({ a: 60, b: 210, c: 310 });
  });

  it.each([
    ['an event that does not stop play', [event('shot', 1, 100, 2, false)], [whistle(100)]],
    ['an event without its capture instant', [event('old', 1, null, 2)], [whistle(100)]],
    ['no whistle at all', [event('g', 1, 100, 2)], []],
  ])('proposes nothing for %s', (_case, events, whistles) => {
    expect(proposeAlignment(events, whistles).anchors).toEqual([]);
  });

  it('counts as candidates only the events that stop play and carry their instant', () => {
    const events = [event('g', 1, 10, 2), event('s', 1, 20, 2, false), event('o', 1, null, 2)];
    expect(proposeAlignment(events, [whistle(10)]).candidates).toBe(1);
  });
});
