import { CARD_TYPES, type CardType, type EventType, type MatchEvent } from '../model';
import { momentOf } from './momentOf';
import type { ScoresheetCard } from './types';

const CARDS: ReadonlySet<EventType> = new Set(CARD_TYPES);
const isCard = (type: EventType): type is CardType => CARDS.has(type);

/** The card an event shows, to the player in playerNumber or to the named team official; null for other events. */
export function cardOf(event: MatchEvent, quarterLength: number): ScoresheetCard | null {
  const { type } = event;
  if (!isCard(type)) return null;
  return {
    ...momentOf(event, quarterLength),
    card: type,
    cap: event.playerNumber ?? null,
    official: event.official ?? null,
  };
}
