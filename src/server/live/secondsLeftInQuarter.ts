import { SHOOTOUT_QUARTER } from '../../domain/model';

/**
 * The clock a scorer reads at `matchTime` (seconds from the match start, docs/design.md §6) in `quarter`: the
 * quarter's length minus the time played in it, never below 0 nor above the length; the shootout has none.
 */
export function secondsLeftInQuarter(matchTime: number, quarter: number, quarterLength: number): number {
  if (quarter >= SHOOTOUT_QUARTER) return 0;
  const elapsed = matchTime - (quarter - 1) * quarterLength;
  return Math.min(quarterLength, Math.max(0, quarterLength - elapsed));
}
