import type { MatchEvent } from '../model';
import { boxScoreColumnOf } from './boxScoreColumnOf';
import { fraction } from './counts';
import { BOX_SCORE_COLUMNS, type BoxScoreColumn, type BoxScoreLine } from './types';

/** Goals of attempts per official category for a list of shots (SHOOT events); the shootout stays out of total. */
export function boxScore(shots: readonly MatchEvent[]): BoxScoreLine {
  const made = new Map<BoxScoreColumn, number>();
  const attempts = new Map<BoxScoreColumn, number>();
  for (const shot of shots) {
    const column = boxScoreColumnOf(shot);
    attempts.set(column, (attempts.get(column) ?? 0) + 1);
    if (shot.shootOutcome === 'GOAL') made.set(column, (made.get(column) ?? 0) + 1);
  }
  const line = {} as BoxScoreLine;
  let totalMade = 0;
  let totalAttempts = 0;
  for (const column of BOX_SCORE_COLUMNS) {
    line[column] = fraction(made.get(column) ?? 0, attempts.get(column) ?? 0);
    totalMade += line[column].made;
    totalAttempts += line[column].attempts;
  }
  line.shootout = fraction(made.get('shootout') ?? 0, attempts.get('shootout') ?? 0);
  line.total = fraction(totalMade, totalAttempts);
  return line;
}
