import { GOAL_HEIGHT_CM, GOAL_WIDTH_CM, type MatchEvent } from '../model';

/** The goal point lies inside the 300 × 90 cm frame (docs/design.md §6); false without a goal point. */
export function isOnTarget(shot: Pick<MatchEvent, 'shootToGoalX' | 'shootToGoalY'>): boolean {
  const { shootToGoalX: x, shootToGoalY: y } = shot;
  return x != null && y != null && x >= 0 && x <= GOAL_WIDTH_CM && y >= 0 && y <= GOAL_HEIGHT_CM;
}
