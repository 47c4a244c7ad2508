import type { MatchEvent } from '../model';
import type { TeamMatchView, TeamStatistics } from '../stats';
import { momentOf } from './momentOf';
import type { MajorFoul, ScoresheetMoment, ScoresheetPlayer } from './types';

/**
 * One row per player of the team, by cap: the roster's full name, and the statistics' own figures for the
 * match (shooting, goals per quarter, penalties, fouled out, goalkeeping). The major fouls are the side's
 * exclusion and penalty-foul events of that cap, in the order they were called.
 */
export function scoresheetPlayers(
  view: TeamMatchView,
  statistics: TeamStatistics,
  quarterLength: number,
): ScoresheetPlayer[] {
  return statistics.players
    .filter((player) => player.caps.length > 0)
    .map((player): ScoresheetPlayer => {
      const cap = player.caps[0]!;
      const { firstName, lastName } = view.roster.get(cap)?.player ?? {};
      return {
        cap,
        firstName: firstName ?? null,
        lastName: lastName ?? null,
        isGoalkeeper: player.isGoalkeeper,
        shooting: player.boxScore.total,
        goalsByQuarter: player.goalsByQuarter.quarters,
        shootout: player.boxScore.shootout,
        majorFouls: view.events.flatMap((event) => majorFoulOf(event, player.caps, quarterLength) ?? []),
        isFouledOut: player.fouledOut > 0,
        penaltiesCommitted: player.penaltiesCommitted,
        penaltyShots: player.boxScore.penalty,
        goalkeeping: player.isGoalkeeper ? player.goalkeeping : null,
      };
    })
    .sort((a, b) => a.cap - b.cap);
}

function majorFoulOf(
  event: MatchEvent,
  caps: readonly number[],
  quarterLength: number,
): (MajorFoul & ScoresheetMoment) | null {
  if (event.playerNumber == null || !caps.includes(event.playerNumber)) return null;
  if (event.type === 'EXCLUSIONFOR')
    return { kind: 'EXCLUSION', exclusionType: event.exclusionType ?? null, ...momentOf(event, quarterLength) };
  if (event.type === 'PENALTYFOUL') return { kind: 'PENALTY_FOUL', ...momentOf(event, quarterLength) };
  return null;
}
