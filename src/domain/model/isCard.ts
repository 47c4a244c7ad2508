import { CARD_TYPES, THEIR_CARD_TYPES, type CardType, type EventType, type TheirCardType } from './enums';

const CARDS: ReadonlySet<EventType> = new Set(CARD_TYPES);
const THEIR_CARDS: ReadonlySet<EventType> = new Set(THEIR_CARD_TYPES);

/** A yellow or a red card to the event's own team. */
export function isCard(type: EventType): type is CardType {
  return CARDS.has(type);
}

/** A yellow or a red card to the other team, recorded by a scorer who keeps both teams. */
export function isTheirCard(type: EventType): type is TheirCardType {
  return THEIR_CARDS.has(type);
}
