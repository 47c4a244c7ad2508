import type { EventType, TeamOfficial } from './enums';
import { isCard, isTheirCard } from './isCard';

/**
 * A yellow or red card that names neither the carded player nor the carded official: the player is playerNumber for
 * a card to the event's own team, opponentPlayerNumber for a card to the other team.
 */
export function isCardWithoutPerson(event: {
  type: EventType;
  playerNumber?: number | null;
  opponentPlayerNumber?: number | null;
  official?: TeamOfficial | null;
}): boolean {
  if (event.official != null) return false;
  if (isCard(event.type)) return event.playerNumber == null;
  return isTheirCard(event.type) && event.opponentPlayerNumber == null;
}
