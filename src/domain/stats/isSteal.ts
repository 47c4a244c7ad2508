import type { MatchEvent } from '../model';

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
