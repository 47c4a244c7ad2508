import { clockProblemsOf } from './clockProblemsOf';
import type { PlayByPlayRow } from './types';

/**
 * The clock problems of a play-by-play as the server's 400 answer names them, `Line N: …` with the value
 * (the manage screen words the same problems itself, from clockProblemsOf, in the user's language).
 */
export function clockErrorsOf(
  rows: readonly Pick<PlayByPlayRow, 'line' | 'quarter' | 'clock'>[],
  quarterLength: number,
): string[] {
  return clockProblemsOf(rows, quarterLength).map((problem) => {
    const where = `Line ${problem.line ?? '?'}: clock "${problem.clock}"`;
    return problem.code === 'notATime'
      ? `${where} is not a time (minutes:seconds, seconds up to 59)`
      : `${where} is longer than the quarter (${problem.quarterClock})`;
  });
}
