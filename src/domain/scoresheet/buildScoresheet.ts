import { DEFAULT_QUARTER_LENGTH, TEAM_SIDES, type TeamSide } from '../model';
import { matchScore } from '../score';
import { applyStatsFilter, teamStatistics, type TeamMatchView } from '../stats';
import { cardOf } from './cardOf';
import { momentOf } from './momentOf';
import { scoresheetLog } from './scoresheetLog';
import { scoresheetPlayers } from './scoresheetPlayers';
import type { Scoresheet, ScoresheetInput, ScoresheetTeam } from './types';

/**
 * The official match report of one match, from the statistics' own reading of it (docs/design.md §7): each team's
 * figures from its side of the match, the score from its log (src/domain/score), players and team rows from
 * teamStatistics, and the chronological list of goals, major fouls and time-outs.
 */
export function buildScoresheet(input: ScoresheetInput): Scoresheet {
  const { match } = input.match;
  const quarterLength = input.quarterLength ?? DEFAULT_QUARTER_LENGTH;
  const [team1View, team2View] = applyStatsFilter([input.match], {}) as [TeamMatchView, TeamMatchView];
  const views: Record<TeamSide, TeamMatchView> = { team1: team1View, team2: team2View };
  const teams = Object.fromEntries(
    TEAM_SIDES.map((side) => [side, scoresheetTeam(side, views[side], quarterLength)]),
  ) as Record<TeamSide, ScoresheetTeam>;
  return {
    matchId: match.id,
    matchName: match.name ?? null,
    competition: match.league?.name ?? null,
    season: match.league?.season ?? null,
    date: input.date,
    venue: input.venue ?? null,
    quarters: Math.max(teams.team1.goalsByQuarter.length, teams.team2.goalsByQuarter.length),
    hasShootout: teams.team1.shootoutGoals + teams.team2.shootoutGoals > 0,
    teams,
    log: scoresheetLog(views, quarterLength),
    verifiedBy: input.verifiedBy ?? null,
    unreviewed: input.unreviewed ?? 0,
  };
}

function scoresheetTeam(side: TeamSide, view: TeamMatchView, quarterLength: number): ScoresheetTeam {
  const statistics = teamStatistics([view]);
  const score = matchScore(view.events);
  return {
    side,
    id: view.team.id,
    name: view.team.name ?? null,
    goals: score.scored,
    goalsByQuarter: statistics.goalsByQuarter.quarters,
    shootoutGoals: score.shootout?.scored ?? 0,
    players: scoresheetPlayers(view, statistics, quarterLength),
    extraMan: statistics.manUp.official,
    penalties: statistics.boxScore.penalty,
    exclusionsCommitted: statistics.exclusionsCommitted.total,
    timeouts: view.events.filter((event) => event.type === 'TIMEOUT').map((event) => momentOf(event, quarterLength)),
    cards: view.events.flatMap((event) => cardOf(event, quarterLength) ?? []),
    goalkeeping: statistics.goalkeeping,
    isMirrored: view.isMirrored,
  };
}
