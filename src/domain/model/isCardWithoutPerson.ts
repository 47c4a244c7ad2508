import type { EventType, TeamOfficial } from './enums';
import { isCard } from './isCard';

/** A yellow or red card that names neither the carded player nor the carded official. */
export function isCardWithoutPerson(event: {
  type: EventType;
  playerNumber?: number | null;
  official?: TeamOfficial | null;
}): boolean {
  return isCard(event.type) && event.playerNumber == null && event.official == null;
}
