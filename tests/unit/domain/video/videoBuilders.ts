import type { MatchEvent } from '../../../../src/domain/model';
import { buildPlaylist, EMPTY_CLIP_FILTER, type PlaylistNames } from '../../../../src/domain/video';

export const MATCH = 11;
export const OTHER_MATCH = 12;
export const US = { id: 1, name: 'Sharks' };
export const THEM = { id: 2, name: 'Mariners' };

let counter = 0;
const uuidOf = (n: number) => `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`;

/** An event of our team in MATCH at 1:00 of Q1, video second 90, with just what the test names. */
export function clipEvent(type: MatchEvent['type'], fields: Partial<MatchEvent> = {}): MatchEvent {
  counter += 1;
  return {
    uuid: uuidOf(counter),
    match: { id: MATCH },
    team: US,
    quarter: 1,
    time: 60,
    type,
    offense: type !== 'SHOOTAGAINST' && type !== 'BALLGAINED' && type !== 'EXCLUSIONFOR',
    extraPlayer: false,
    videoTime: 90,
    needsReview: false,
    ...fields,
  } as MatchEvent;
}

export type TestVideo = { id: number; match: { id: number }; quarter: number | null; videoUrl: string };
export const wholeMatchVideo = (matchId = MATCH): TestVideo => ({
  id: 100 + matchId,
  match: { id: matchId },
  quarter: null,
  videoUrl: '/demo/match-clock.webm',
});
export const quarterVideo = (quarter: number, matchId = MATCH): TestVideo => ({
  id: 200 + quarter,
  match: { id: matchId },
  quarter,
  videoUrl: `/q${quarter}.webm`,
});

/**
 * A man-up goal in Q2 and a turnover in Q3 of MATCH as a playlist, with the names the CSV reads: one
 * match name that needs quoting, one named player and one cap without a name.
 */
export function csvPlaylist() {
  const goal = clipEvent('SHOOT', {
    playerNumber: 7,
    shootOutcome: 'GOAL',
    shootSituation: 'ACTION',
    extraPlayer: true,
    quarter: 2,
    time: 480 + 95,
    videoTime: 125,
  });
  const turnover = clipEvent('BALLLOST', {
    playerNumber: 4,
    turnOverType: 'BAD_PASS',
    quarter: 3,
    time: 960 + 300,
    videoTime: 330.5,
  });
  const { clips } = buildPlaylist({
    events: [turnover, goal],
    videos: [wholeMatchVideo()],
    filter: { ...EMPTY_CLIP_FILTER, matches: [MATCH] },
    rolls: { pre: null, post: null },
  });
  const names: PlaylistNames = {
    matchName: () => 'Sharks v "Mariners", final',
    teamName: (id: number) => (id === US.id ? 'Sharks' : '?'),
    playerName: (_m: number, _t: number, cap: number) => (cap === 7 ? 'KovG' : null),
  };
  return { clips, names };
}
