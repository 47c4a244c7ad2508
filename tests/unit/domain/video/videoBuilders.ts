import type { MatchEvent } from '../../../../src/domain/model';

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
