import { db } from '../db/db';
import type { LeagueRow, MatchRow } from '../db/rows';
import { leagueKey } from './leagueKey';

/**
 * The match's league as cached with the match (refreshMatchLeague); undefined when it has none or the league is not
 * on the device. Partial: a row cached by an older build lacks the fields added since.
 */
export async function readCachedLeague(match: Pick<MatchRow, 'league'>): Promise<Partial<LeagueRow> | undefined> {
  const leagueId = match.league?.id;
  if (leagueId == null) return undefined;
  const row = await db.meta.get(leagueKey(leagueId));
  return row?.value as Partial<LeagueRow> | undefined;
}
