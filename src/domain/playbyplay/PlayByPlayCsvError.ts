/** Why a play-by-play CSV cannot be read, as a code with its values; the app words it. */
export type PlayByPlayCsvProblem =
  { code: 'missingColumns'; columns: string[] } | { code: 'unreadableQuarter'; line: number; quarter: string };

/**
 * A play-by-play CSV that cannot be read: the problem as a code for the app, and as the English sentence the
 * server's 400 answer gives.
 */
export class PlayByPlayCsvError extends Error {
  constructor(readonly problem: PlayByPlayCsvProblem) {
    super(
      problem.code === 'missingColumns'
        ? `Play-by-play CSV lacks the columns: ${problem.columns.join(', ')}`
        : `Line ${problem.line}: unreadable quarter "${problem.quarter}"`,
    );
  }
}
