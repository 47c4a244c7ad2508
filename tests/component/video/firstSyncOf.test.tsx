import { describe, expect, it } from 'vitest';
import { firstSyncOf } from '../../../src/app/video/alignment/firstSyncOf';
import type { VideoSlot } from '../../../src/app/video/videoSlot';
import type { MatchEvent } from '../../../src/domain/model';

const server = (id: number, matchId: number, quarter: number | null) =>
  ({ id, match: { id: matchId }, quarter, videoUrl: 'https://videos.example.com/a.mp4' }) as VideoSlot['server'];
const slot = (matchId: number, quarter: number | null, serverId: number | null): VideoSlot => ({
  key: `${matchId}:${quarter ?? 'all'}`,
  match: { id: matchId, name: `Match ${matchId}` },
  quarter,
  server: serverId === null ? null : server(serverId, matchId, quarter),
  local: null,
});
const event = (uuid: string, matchId: number, quarter = 1) =>
  ({ uuid, match: { id: matchId }, team: { id: 1 }, quarter, time: 30, videoTime: null }) as unknown as MatchEvent;

const WHOLE_1 = slot(1, null, 11);
const Q2_1 = slot(1, 2, 12);
const LOCAL_2 = slot(2, null, null);

describe('firstSyncOf', () => {
  it.each([
    ['no first sync while a clip plays', 1, [event('a', 1)], [WHOLE_1], [1], null],
    ['the whole-match video of a chosen match, with its events', 0, [event('a', 1)], [WHOLE_1], [1], [11, ['a']]],
    [
      'a quarter video takes its quarter, the whole-match video the rest',
      0,
      [event('q2', 1, 2), event('q1', 1, 1)],
      [Q2_1, WHOLE_1],
      [1],
      [12, ['q2']],
    ],
    ['not a video of a match not chosen', 0, [event('a', 1)], [WHOLE_1], [2], null],
    ['not a file only on this device', 0, [event('b', 2)], [LOCAL_2], [2], null],
    ['nothing without events to place', 0, [], [WHOLE_1], [1], null],
  ] as const)('%s', (_case, clipCount, withoutVideo, slots, matches, expected) => {
    const found = firstSyncOf(clipCount, withoutVideo, slots, matches);
    expect(found && [found.slot.server.id, found.events.map((one) => one.uuid)]).toEqual(expected);
  });
});
