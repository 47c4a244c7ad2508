import { db } from '../db/db';
import type { MatchPlayerRow } from '../db/rows';

/** A team's cached match players, by cap. */
export async function readRoster(matchId: number, teamId: number): Promise<MatchPlayerRow[]> {
  return db.matchPlayers.where('[match.id+team.id]').equals([matchId, teamId]).sortBy('cap');
}
