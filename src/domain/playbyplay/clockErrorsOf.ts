import { countDownTime } from '../capture/countDownTime';
import { SHOOTOUT_QUARTER } from '../model';
import { parseClock } from './parseClock';
import type { PlayByPlayRow } from './types';

/**
 * The lines whose printed clock cannot be a moment of their quarter, each as `Line N: …` naming the value:
 * not a time ("25:99"), or more than the quarter lasts (8:00 in a 7-minute league). Such a clock is an
 * error for the data manager to fix, never clamped into the quarter. The shootout has no clock.
 */
export function clockErrorsOf(
  rows: readonly Pick<PlayByPlayRow, 'line' | 'quarter' | 'clock'>[],
  quarterLength: number,
): string[] {
  return rows.flatMap(({ line, quarter, clock }) => {
    if (quarter >= SHOOTOUT_QUARTER) return [];
    const where = `Line ${line ?? '?'}: clock "${clock}"`;
    let seconds: number;
    try {
      seconds = parseClock(clock);
    } catch {
      return [`${where} is not a time (minutes:seconds, seconds up to 59)`];
    }
    return seconds > quarterLength
      ? [`${where} is longer than the quarter (${countDownTime(0, 1, quarterLength)})`]
      : [];
  });
}
