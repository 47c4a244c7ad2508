import { countDownTime } from '../capture/period/quarterTime';
import { SHOOTOUT_QUARTER } from '../model';
import { parseClock } from './parseClock';
import type { PlayByPlayRow } from './types';

/** A printed clock that cannot be a moment of its quarter, by its line and value; the app words it. */
export type ClockProblem =
  | { code: 'notATime'; line: number | null; clock: string }
  | { code: 'longerThanQuarter'; line: number | null; clock: string; quarterClock: string };

/**
 * The lines whose printed clock cannot be a moment of their quarter: not a time ("25:99"), or more than the
 * quarter lasts (8:00 in a 7-minute league, `quarterClock` '7:00'). Such a clock is an error for the data
 * manager to fix, never clamped into the quarter. The shootout has no clock.
 */
export function clockProblemsOf(
  rows: readonly Pick<PlayByPlayRow, 'line' | 'quarter' | 'clock'>[],
  quarterLength: number,
): ClockProblem[] {
  return rows.flatMap(({ line, quarter, clock }): ClockProblem[] => {
    if (quarter >= SHOOTOUT_QUARTER) return [];
    const where = { line: line ?? null, clock };
    let seconds: number;
    try {
      seconds = parseClock(clock);
    } catch {
      return [{ code: 'notATime', ...where }];
    }
    return seconds > quarterLength
      ? [{ code: 'longerThanQuarter', ...where, quarterClock: countDownTime(0, 1, quarterLength) }]
      : [];
  });
}
