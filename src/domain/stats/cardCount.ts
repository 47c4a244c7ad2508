import type { MatchEvent } from '../model';
import type { CardCount } from './types';

/** Yellow and red cards counted from their events. */
export function cardCount(yellowCards: readonly MatchEvent[], redCards: readonly MatchEvent[]): CardCount {
  return { yellow: yellowCards.length, red: redCards.length };
}
