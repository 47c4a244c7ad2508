import { DEFAULT_QUARTER_LENGTH, formatClock } from '../../model';
import type { CaptureContext } from '../types';

export function quarterLengthOf(context: Pick<CaptureContext, 'quarterLength'>): number {
  return context.quarterLength ?? DEFAULT_QUARTER_LENGTH;
}

/** Event time in seconds from the match start: (quarter − 1) × quarter length + time in the quarter. */
export function eventTimeFromQuarter(quarter: number, timeInQuarter: number, quarterLength: number): number {
  return (quarter - 1) * quarterLength + timeInQuarter;
}

/**
 * The clock a scorer reads for a moment of `quarter`: quarter length minus the time elapsed in that quarter,
 * as m:ss ('7:48'). `matchTime` is seconds from the match start. Past the quarter's end it shows 0:00.
 */
export function countDownTime(matchTime: number, quarter: number, quarterLength = DEFAULT_QUARTER_LENGTH): string {
  const elapsed = matchTime - (quarter - 1) * quarterLength;
  const remaining = Math.min(quarterLength, Math.max(0, quarterLength - elapsed));
  return formatClock(remaining);
}
