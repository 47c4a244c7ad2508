import { db } from '../db/db';
import type { MatchPlayerRow } from '../db/rows';
import { groupByMatch } from './groupByMatch';
import { measured } from './measured';
import { rowsOfMatches } from './readStatsMatches';

/** The cached rosters of the chosen matches (the player filter's choices), grouped by match id. */
export async function readStatsRosters(matchIds: readonly number[]): Promise<Map<number, MatchPlayerRow[]>> {
  const rows = await measured('statistics: rosters read', () =>
    rowsOfMatches<MatchPlayerRow>(db.matchPlayers, [...matchIds]),
  );
  return groupByMatch(rows);
}
