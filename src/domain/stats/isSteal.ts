import type { MatchEvent } from '../model';

/** Ball won from the opponent's hands (ball lost or a bad pass), not from their foul or the shot clock. */
export function isSteal(event: MatchEvent): boolean {
  return event.type === 'BALLGAINED' && (event.turnOverType === 'BALL_LOST' || event.turnOverType === 'BAD_PASS');
}
