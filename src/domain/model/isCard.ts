import { CARD_TYPES, type CardType, type EventType } from './enums';

const CARDS: ReadonlySet<EventType> = new Set(CARD_TYPES);

/** A yellow or a red card. */
export function isCard(type: EventType): type is CardType {
  return CARDS.has(type);
}
