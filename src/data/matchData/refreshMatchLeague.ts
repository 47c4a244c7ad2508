import { api } from '../api/api';
import { db } from '../db/db';
import type { LeagueRow, MatchRow } from '../db/rows';
import { pullIntoCache } from '../pull/pullIntoCache';
import { leagueKey } from './leagueKey';

/**
 * The league of a match, cached so the capture clock counts down from the league's quarter length offline
 * too (docs/design.md §6). A match without a league has nothing to load.
 */
export async function refreshMatchLeague(match: Pick<MatchRow, 'league'>, client = api): Promise<void> {
  const leagueId = match.league?.id;
  if (leagueId == null) return;
  await pullIntoCache({
    key: `league ${leagueId}`,
    fetch: () => client<LeagueRow>(`/leagues/${leagueId}`),
    tables: [db.meta],
    store: async (league) => void (await db.meta.put({ key: leagueKey(leagueId), value: league })),
  });
}
