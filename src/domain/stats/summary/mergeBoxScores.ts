import { BOX_SCORE_COLUMNS, type BoxScoreLine } from '../types';
import { sumFractions } from './sumFractions';

/** Box score lines added up, column by column; total and shootout as boxScore gives them. */
export function mergeBoxScores(lines: readonly BoxScoreLine[]): BoxScoreLine {
  const merged = {} as BoxScoreLine;
  for (const column of [...BOX_SCORE_COLUMNS, 'shootout', 'total'] as const)
    merged[column] = sumFractions(lines.map((line) => line[column]));
  return merged;
}
