import type { StatsFilter } from '../types';

/**
 * Whether the stored summaries give the figures of this filter: they hold whole sides of matches, so a filter
 * that only chooses sides (league, season, matches, team, opponent) is served; one that cuts inside a match
 * (quarter, situation, man-up state, player) needs the events, or for one quarter alone its stored slices
 * (slicedQuarterOf).
 */
export function isServedBySummaries(filter: StatsFilter): boolean {
  return !filter.quarters?.length && !filter.situations?.length && !filter.players?.length && filter.manUp == null;
}
