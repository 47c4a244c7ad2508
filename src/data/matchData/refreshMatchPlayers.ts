import { api } from '../api/api';
import { fetchList } from '../api/fetchList';
import { db } from '../db/db';
import type { MatchPlayerRow } from '../db/rows';
import { PAGE_SIZE } from '../../domain/model';
import { overwriteRows } from '../pull/overwriteRows';
import { pullIntoCache } from '../pull/pullIntoCache';

/**
 * A team's match players (docs/product.md §7: sort cap, size 15, matchId + teamId).
 * A failure is only logged (docs/product.md §8).
 */
export async function refreshMatchPlayers(matchId: number, teamId: number, client = api): Promise<void> {
  try {
    await pullIntoCache({
      key: `match players ${matchId} ${teamId}`,
      fetch: () =>
        fetchList<MatchPlayerRow>(
          '/match-players',
          { 'matchId.equals': matchId, 'teamId.equals': teamId, sort: 'cap,asc', size: PAGE_SIZE.matchPlayers },
          client,
        ),
      tables: [db.matchPlayers],
      store: ({ items }) =>
        overwriteRows(db.matchPlayers, db.matchPlayers.where('[match.id+team.id]').equals([matchId, teamId]), items),
    });
  } catch (error) {
    console.error(`[matchData] loading the players of match ${matchId}, team ${teamId} failed`, error);
  }
}
