import { v4 as uuidv4 } from 'uuid';
import type { CaptureContext, RosterPlayer } from '../../domain/capture';
import type { TeamSide } from '../../domain/model';
import { db } from '../db/db';
import type { MatchPlayerRow } from '../db/rows';
import { readMatchLog } from '../matchData/readMatchLog';
import { readRoster } from '../matchData/readRoster';
import { readMatchTips } from './readMatchTips';

export class MatchNotCachedError extends Error {
  constructor(matchId: number) {
    super(`Match ${matchId} is not on this device yet.`);
  }
}

const toRosterPlayer = (row: MatchPlayerRow): RosterPlayer => ({
  cap: row.cap,
  goalKeeper: row.goalKeeper ?? false,
  ...(row.player.firstName ? { firstName: row.player.firstName } : {}),
  ...(row.player.lastName ? { lastName: row.player.lastName } : {}),
});

/** What the engine needs for one command, read fresh from the cache: match, rosters, the side's log, tips. */
export async function loadCaptureContext(matchId: number, side: TeamSide): Promise<CaptureContext> {
  const match = await db.matches.get(matchId);
  if (!match) throw new MatchNotCachedError(matchId);
  const teamId = side === 'team1' ? match.team1.id : match.team2.id;
  const [team1, team2, log, tips] = await Promise.all([
    readRoster(matchId, match.team1.id),
    readRoster(matchId, match.team2.id),
    readMatchLog(matchId, teamId),
    readMatchTips(matchId),
  ]);
  return {
    match: { id: match.id, name: match.name, team1: match.team1, team2: match.team2 },
    roster: { team1: team1.map(toRosterPlayer), team2: team2.map(toRosterPlayer) },
    events: log.events,
    possessions: log.possessions,
    tips,
    newUuid: () => uuidv4(),
    now: () => Date.now(),
  };
}
