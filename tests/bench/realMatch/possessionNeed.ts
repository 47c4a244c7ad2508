import type { ScriptLine } from '../../../src/domain/capture/script';
import { otherSide, type TeamSide } from '../../../src/domain/model';

/**
 * The side that must have the ball on the screen for the line's event to be recorded as printed, or null when it
 * does not matter. The screen names an event from who attacks (docs/product.md §4): a shot is the shooter's side's,
 * a turnover the side that lost the ball, an exclusion or a penalty foul the defence's. A pair exclusion keeps the
 * ball where it is; a swim-off, time-out, card or goalkeeper change needs no side.
 */
export function possessionNeed(line: Pick<ScriptLine, 'side' | 'action'>): TeamSide | null {
  const side = line.side;
  if (side === null) return null;
  switch (line.action.verb) {
    case 'shoot':
    case 'turnover':
    case 'penalty':
      return side;
    case 'exclusion':
      return line.action.exclusionType === 'PAIR' ? null : otherSide(side);
    default:
      return null;
  }
}
