import type { StatsFilter } from '../types';
import { SLICED_QUARTERS } from './slicedQuarters';

/**
 * The quarter whose stored slices give the figures of this filter, else null: one quarter chosen, with any
 * side-choosing filters (league, season, matches, team, opponent) and nothing else that cuts inside matches.
 * Several quarters are not merged from their slices: a player's matches and fouled-out matches count a match
 * once however many quarters it appears in, so they do not add up across quarters.
 */
export function slicedQuarterOf(filter: StatsFilter): number | null {
  const [quarter, ...others] = filter.quarters ?? [];
  if (quarter === undefined || others.length > 0 || !SLICED_QUARTERS.includes(quarter)) return null;
  return !filter.situations?.length && !filter.players?.length && filter.manUp == null ? quarter : null;
}
