import { db } from '../../../../src/data/db';
import type { MatchRow } from '../../../../src/data/db/rows';
import { leagueKey } from '../../../../src/data/matchData/leagueKey';

export const MATCH_ID = 1;
export const LEAGUE = { id: 3, name: 'Seven-minute league', season: '2026', quarterLength: 420 };
export const MATCH: MatchRow = {
  id: MATCH_ID,
  name: 'FTC v JAD',
  team1: { id: 11, name: 'FTC' },
  team2: { id: 12, name: 'JAD' },
  league: { id: LEAGUE.id, name: LEAGUE.name },
  status: 'ONGOING',
};

/** A match cached as the capture screen finds it: both teams with caps 1–7, and its league unless told not. */
export async function cacheCaptureMatch(options: { isLeagueCached?: boolean } = {}): Promise<void> {
  await db.matches.put(MATCH);
  for (const team of [MATCH.team1, MATCH.team2]) {
    await db.matchPlayers.bulkPut(
      [1, 2, 3, 4, 5, 6, 7].map((cap) => ({
        id: team.id * 100 + cap,
        cap,
        goalKeeper: cap === 1,
        match: { id: MATCH_ID },
        team: { id: team.id },
        player: { id: team.id * 100 + cap, firstName: 'First', lastName: `Last${cap}` },
      })),
    );
  }
  if (options.isLeagueCached !== false) await db.meta.put({ key: leagueKey(LEAGUE.id), value: LEAGUE });
}

/** Resolves once `isDone()` holds, checking after each macrotask (live queries answer asynchronously). */
export async function eventually(isDone: () => boolean, tries = 200): Promise<void> {
  for (let i = 0; i < tries && !isDone(); i++) await new Promise((resolve) => setTimeout(resolve, 5));
  if (!isDone()) throw new Error('the condition never held');
}
