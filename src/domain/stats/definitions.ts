import { GOAL_HEIGHT_CM, GOAL_WIDTH_CM, type MatchEvent, type ShootSituation } from '../model';
import { isShootoutShot } from '../score';

/** A goal of the event's team (SHOOT) or conceded by it (SHOOTAGAINST). */
export function isGoal(event: MatchEvent, type: 'SHOOT' | 'SHOOTAGAINST'): boolean {
  return event.type === type && event.shootOutcome === 'GOAL';
}

/** The goal point lies inside the 300 × 90 cm frame (docs/design.md §6); false without a goal point. */
export function isOnTarget(shot: Pick<MatchEvent, 'shootToGoalX' | 'shootToGoalY'>): boolean {
  const { shootToGoalX: x, shootToGoalY: y } = shot;
  return x != null && y != null && x >= 0 && x <= GOAL_WIDTH_CM && y >= 0 && y <= GOAL_HEIGHT_CM;
}

/** A penalty or a shootout shot: never a man-up shot, whatever the state of play. */
export function isPenaltySituation(situation: ShootSituation | null | undefined): boolean {
  return situation === 'PENALTY' || situation === 'PENALTYSHOOTOUT';
}

/** An opponent's shot blocked by our field players. */
export function isFieldBlock(event: MatchEvent): boolean {
  return (
    event.type === 'SHOOTAGAINST' &&
    (event.shootOutcome === 'BLOCKFOR' || event.shootOutcome === 'BLOCKAGAINST') &&
    !isShootoutShot(event)
  );
}

/**
 * Ball won from the opponent's hands (ball lost or a bad pass), not from their foul or the shot clock, by a
 * player the event names: a steal is credited to the one who made it, as in the official box score, so a
 * bad pass that simply went astray is no steal and the team's steals are its players' steals.
 */
export function isSteal(event: MatchEvent): boolean {
  return (
    event.type === 'BALLGAINED' &&
    event.playerNumber != null &&
    (event.turnOverType === 'BALL_LOST' || event.turnOverType === 'BAD_PASS')
  );
}

/**
 * A save: a missed shot the scorer recorded as saved (shootResult). Without that word (older data): a missed shot on
 * target (docs/design.md §6), or, without a goal point, one whose notes carry the official label's "Saved" (what the
 * play-by-play import wrote: "Action shot - Saved"), so imported matches have saves without inventing where the ball
 * went. A shot recorded as wide or off the post is no save, wherever its goal point lies.
 */
export function isGoalkeeperSave(
  shot: Pick<MatchEvent, 'shootOutcome' | 'shootToGoalX' | 'shootToGoalY' | 'notes'> &
    Partial<Pick<MatchEvent, 'shootResult'>>,
): boolean {
  if (shot.shootOutcome !== 'MISSFOR' && shot.shootOutcome !== 'MISSAGAINST') return false;
  if (shot.shootResult != null) return shot.shootResult === 'SAVED';
  if (shot.shootToGoalX != null && shot.shootToGoalY != null) return isOnTarget(shot);
  return /\bsaved\b/i.test(shot.notes ?? '');
}
