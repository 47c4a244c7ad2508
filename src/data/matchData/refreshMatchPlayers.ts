import { api } from '../api/api';
import { fetchList } from '../api/fetchList';
import { db } from '../db/db';
import type { MatchPlayerRow } from '../db/rows';
import { PAGE_SIZE } from '../../domain/model';

/** A team's match players (spec §7: sort cap, size 15, matchId + teamId). A failure is only logged (spec §8). */
export async function refreshMatchPlayers(matchId: number, teamId: number, client = api): Promise<void> {
  try {
    const { items } = await fetchList<MatchPlayerRow>(
      '/match-players',
      { 'matchId.equals': matchId, 'teamId.equals': teamId, sort: 'cap,asc', size: PAGE_SIZE.matchPlayers },
      client,
    );
    await db.transaction('rw', db.matchPlayers, async () => {
      await db.matchPlayers.where('[match.id+team.id]').equals([matchId, teamId]).delete();
      await db.matchPlayers.bulkPut(items);
    });
  } catch (error) {
    console.error(`[matchData] loading the players of match ${matchId}, team ${teamId} failed`, error);
  }
}
