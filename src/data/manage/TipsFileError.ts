import type { PlayByPlayCsvProblem } from '../../domain/playbyplay';

/** Why a play-by-play file cannot be imported, as a code with its values; the manage screen words it. */
export type TipsFileProblem =
  | { code: 'notJson' }
  /** A JSON tip breaks the tip schema: where ('0.quarter') and the schema's own words. */
  | { code: 'badTip'; where: string; detail: string }
  | PlayByPlayCsvProblem;

/** A play-by-play file that is neither a list of tips nor a readable official CSV. */
export class TipsFileError extends Error {
  constructor(
    readonly problem: TipsFileProblem,
    message: string,
  ) {
    super(message);
  }
}
