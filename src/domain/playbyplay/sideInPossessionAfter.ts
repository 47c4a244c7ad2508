import type { TeamSide } from '../model';
import { otherSide } from '../model';
import type { PlayByPlayRow } from './types';

/**
 * Who has the ball after the row at `index` (a shot that did not score), read from the next line of the same
 * quarter that reveals it: a shot or turnover by a team means it had the ball, a steal, exclusion or penalty
 * foul by a team means the other one had it, a time-out is called by the team in possession.
 * null when the quarter ends first.
 */
export function sideInPossessionAfter(
  rows: readonly PlayByPlayRow[],
  index: number,
  sideOf: (row: PlayByPlayRow) => TeamSide | null,
): TeamSide | null {
  const quarter = rows[index]?.quarter;
  for (let i = index + 1; i < rows.length && rows[i]!.quarter === quarter; i++) {
    const row = rows[i]!;
    const side = sideOf(row);
    if (side === null) continue;
    switch (row.action) {
      case 'GOAL':
      case 'SHOT_SAVED':
      case 'SHOT_MISSED':
      case 'SHOT_POST':
      case 'SHOT_BLOCKED':
      case 'TURNOVER':
      case 'TIMEOUT':
        return side;
      case 'STEAL':
      case 'EXCLUSION':
      case 'PENALTY_FOUL':
        return otherSide(side);
      default:
        continue;
    }
  }
  return null;
}
