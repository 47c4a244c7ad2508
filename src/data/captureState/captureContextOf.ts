import { v4 as uuidv4 } from 'uuid';
import type { CaptureContext, RosterPlayer } from '../../domain/capture';
import type { TeamSide } from '../../domain/model';
import type { MatchPlayerRow } from '../db/rows';
import type { MatchCaptureData } from './matchCaptureData';

const toRosterPlayer = (row: MatchPlayerRow): RosterPlayer => ({
  cap: row.cap,
  goalKeeper: row.goalKeeper ?? false,
  ...(row.player.firstName ? { firstName: row.player.firstName } : {}),
  ...(row.player.lastName ? { lastName: row.player.lastName } : {}),
});

/** What the engine needs for one command of `side`: match, league's quarter length, rosters, the side's log, tips. */
export function captureContextOf(data: MatchCaptureData, side: TeamSide): CaptureContext {
  const { match, logs } = data;
  return {
    match: { id: match.id, name: match.name, team1: match.team1, team2: match.team2 },
    ...(data.quarterLength === undefined ? {} : { quarterLength: data.quarterLength }),
    rules: data.rules,
    roster: { team1: data.roster.team1.map(toRosterPlayer), team2: data.roster.team2.map(toRosterPlayer) },
    events: logs[side].events,
    possessions: logs[side].possessions,
    tips: data.tips,
    newUuid: () => uuidv4(),
    now: () => Date.now(),
  };
}
