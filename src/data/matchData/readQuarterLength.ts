import { db } from '../db/db';
import type { LeagueRow, MatchRow } from '../db/rows';
import { leagueKey } from './leagueKey';

/** The cached quarter length of the match's league in seconds; undefined when unknown (480 then, docs/design.md §6). */
export async function readQuarterLength(match: Pick<MatchRow, 'league'>): Promise<number | undefined> {
  const leagueId = match.league?.id;
  if (leagueId == null) return undefined;
  const row = await db.meta.get(leagueKey(leagueId));
  const quarterLength = (row?.value as Partial<LeagueRow> | undefined)?.quarterLength;
  return typeof quarterLength === 'number' && quarterLength > 0 ? quarterLength : undefined;
}
