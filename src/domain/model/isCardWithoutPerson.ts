import { CARD_TYPES, type EventType, type TeamOfficial } from './enums';

const CARDS: ReadonlySet<EventType> = new Set(CARD_TYPES);

/** A yellow or red card that names neither the carded player nor the carded official. */
export function isCardWithoutPerson(event: {
  type: EventType;
  playerNumber?: number | null;
  official?: TeamOfficial | null;
}): boolean {
  return CARDS.has(event.type) && event.playerNumber == null && event.official == null;
}
