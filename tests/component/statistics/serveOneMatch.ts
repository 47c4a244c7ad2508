import { stubServer } from '../support/fakeServer';

export const team1 = { id: 10, name: 'Alpha' };
export const team2 = { id: 11, name: 'Beta' };
let nextUuid = 0;
const shot = (team: { id: number }, quarter: number, outcome: 'GOAL' | 'MISSAGAINST', situation = 'ACTION') => ({
  id: ++nextUuid,
  uuid: `00000000-0000-4000-8000-${String(nextUuid).padStart(12, '0')}`,
  match: { id: 1 },
  team,
  quarter,
  time: (quarter - 1) * 480 + nextUuid,
  type: 'SHOOT',
  offense: true,
  shootOutcome: outcome,
  shootSituation: situation,
});

type League = { id: number; name: string; season: string | null; poolLength: number | null };

/** One ended match Alpha–Beta, 2–1, with a video; in `league` when given, else in none. */
export function serveOneMatch(league?: League) {
  const match = { id: 1, name: 'Alpha - Beta', team1, team2, status: 'ENDED', startsAt: '2025-03-01T18:00:00.000Z' };
  return stubServer((url) => {
    const path = new URL(url, 'http://localhost').pathname;
    if (path === '/api/matches')
      return { status: 200, body: [league ? { ...match, league: { id: league.id, name: league.name } } : match] };
    if (path === '/api/leagues') return { status: 200, body: league ? [league] : [] };
    if (path === '/api/events')
      return {
        status: 200,
        body: [
          shot(team1, 1, 'GOAL'),
          shot(team1, 2, 'GOAL', 'CENTER'),
          shot(team1, 2, 'MISSAGAINST'),
          shot(team2, 3, 'GOAL'),
        ],
      };
    if (path === '/api/match-videos')
      return { status: 200, body: [{ id: 5, match: { id: 1 }, quarter: null, videoUrl: 'https://v/1.mp4' }] };
    return { status: 200, body: [] };
  });
}
