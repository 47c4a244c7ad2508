import { DEFAULT_QUARTER_LENGTH, formatClock } from '../model';

/**
 * The clock a scorer reads for a moment of `quarter`: quarter length minus the time elapsed in that quarter,
 * as m:ss ('7:48'). `matchTime` is seconds from the match start. Past the quarter's end it shows 0:00.
 */
export function countDownTime(matchTime: number, quarter: number, quarterLength = DEFAULT_QUARTER_LENGTH): string {
  const elapsed = matchTime - (quarter - 1) * quarterLength;
  const remaining = Math.min(quarterLength, Math.max(0, quarterLength - elapsed));
  return formatClock(remaining);
}
