import { applyStatsFilter } from './applyStatsFilter';
import { teamStatistics } from './teamStatistics';
import type { Statistics, StatsFilter, StatsMatch, TeamMatchView } from './types';

/**
 * The statistics screen's one entry: filters the matches (docs/design.md §7), then computes every figure for each
 * team left, over all its matches, as one plain JSON object.
 */
export function computeStatistics(matches: readonly StatsMatch[], filter: StatsFilter = {}): Statistics {
  const byTeam = new Map<number, TeamMatchView[]>();
  const views = applyStatsFilter(matches, filter);
  const players = filter.players?.length ? new Set(filter.players) : null;
  for (const view of views) {
    const list = byTeam.get(view.team.id);
    if (list) list.push(view);
    else byTeam.set(view.team.id, [view]);
  }
  return {
    filter,
    matchIds: [...new Set(views.map((view) => view.matchId))],
    teams: [...byTeam.values()].map((teamViews) => teamStatistics(teamViews, players)),
  };
}
