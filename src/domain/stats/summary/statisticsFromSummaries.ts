import type { Statistics, StatsFilter, StatsMatch } from '../types';
import { mergeSides } from './mergeSides';
import type { MatchSummary, SideSummary, StatisticsStage } from './types';

export type SummarizedMatch = { match: StatsMatch['match']; summary: MatchSummary };

/**
 * computeStatistics(matches, filter) from the matches' stored summaries, for a filter isServedBySummaries
 * accepts: the same sides kept in the same order (matches as given, team 1's side before team 2's), each
 * team's sides merged; at the box-score stage only what the box score shows (see mergeSides).
 */
export function statisticsFromSummaries(
  matches: readonly SummarizedMatch[],
  filter: StatsFilter = {},
  stage: StatisticsStage = 'complete',
): Statistics {
  const has = <T>(list: readonly T[] | undefined, value: T) => !list || list.length === 0 || list.includes(value);
  const sides = matches
    .filter(({ match }) => has(filter.matchIds, match.id))
    .filter(({ match }) => has(filter.leagueIds, match.league?.id ?? NaN))
    .filter(({ match }) => has(filter.seasons, match.league?.season ?? ''))
    .flatMap(({ summary }) => summary.sides)
    .filter((side) => filter.teamId == null || side.statistics.team.id === filter.teamId)
    .filter((side) => has(filter.opponentIds, side.opponent.id));
  const byTeam = new Map<number, SideSummary[]>();
  for (const side of sides) {
    const list = byTeam.get(side.statistics.team.id);
    if (list) list.push(side);
    else byTeam.set(side.statistics.team.id, [side]);
  }
  return {
    filter,
    matchIds: [...new Set(sides.map((side) => side.matchId))],
    teams: [...byTeam.values()].map((teamSides) => mergeSides(teamSides, stage)),
  };
}
