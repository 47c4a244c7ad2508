import type { ScriptLine } from '../../../src/domain/capture/script';
import { otherSide, type TeamSide } from '../../../src/domain/model';
import { UNPRINTED_CAP } from './realMatchScript';

/**
 * The side that must have the ball on the screen for the line's event to be recorded as printed, or null when it
 * does not matter. The screen names an event from who attacks (docs/product.md §4): a shot is the shooter's side's,
 * a turnover the side that lost the ball, an exclusion or a penalty foul the defence's. A pair exclusion keeps the
 * ball where it is; a swim-off, time-out, card or goalkeeper change needs no side. A scorer keeping both teams
 * (`keepsTheirs`) who taps their player first needs no side either: that names the event whoever has the ball.
 */
export function possessionNeed(line: Pick<ScriptLine, 'side' | 'action'>, keepsTheirs = false): TeamSide | null {
  const side = line.side;
  if (side === null) return null;
  if (keepsTheirs && isTheirPlayerFirst(line)) return null;
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

/**
 * The lines a scorer keeping both teams plays their player first (tapEvent): their shot, their ordinary exclusion,
 * their penalty foul (the fouler, for the official record), their swim-off won, and their turnover when only their
 * player is printed.
 */
export function isTheirPlayerFirst(line: Pick<ScriptLine, 'side' | 'action'>): boolean {
  const action = line.action;
  switch (action.verb) {
    case 'shoot':
      return line.side === 'team2';
    case 'exclusion':
      return line.side === 'team2' && action.exclusionType === 'NORMAL';
    case 'penalty':
      return line.side === 'team1';
    case 'turnover':
      // Their player who lost the ball, when no player of ours (the stealer) is printed.
      return line.side === 'team2' && action.stealer === undefined && action.player !== UNPRINTED_CAP;
    case 'swim':
      return line.side === 'team2';
    default:
      return false;
  }
}
