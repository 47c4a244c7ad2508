import type { MatchEvent } from '../model';
import { isOnTarget } from './isOnTarget';

/**
 * A missed shot on target is a save (docs/design.md §6). A shot without a goal point is a save when its notes carry
 * the official label's "Saved" (what the play-by-play import writes: "Action shot - Saved"), so imported
 * matches have saves without inventing where the ball went.
 */
export function isGoalkeeperSave(
  shot: Pick<MatchEvent, 'shootOutcome' | 'shootToGoalX' | 'shootToGoalY' | 'notes'>,
): boolean {
  if (shot.shootOutcome !== 'MISSFOR' && shot.shootOutcome !== 'MISSAGAINST') return false;
  if (shot.shootToGoalX != null && shot.shootToGoalY != null) return isOnTarget(shot);
  return /\bsaved\b/i.test(shot.notes ?? '');
}
