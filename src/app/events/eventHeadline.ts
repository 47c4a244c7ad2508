import { isCard, isTheirCard, type MatchEvent } from '../../domain/model';
import { eventTypeLabel, playerLabel } from '../capture/captureWords';
import type { MatchPlayerRow } from '../../data/db';
import { officialLabel } from './officialLabel';

/**
 * An event's type in words; a card also names who was shown it ("Yellow card – Head coach",
 * "Red card – #7 KovG", "Their yellow card – #9"), since a card without its person says little. Called at render,
 * so it speaks the current language.
 */
export function eventHeadline(
  event: Pick<MatchEvent, 'type' | 'playerNumber' | 'opponentPlayerNumber' | 'official'>,
  roster: readonly MatchPlayerRow[] = [],
): string {
  const type = eventTypeLabel(event.type);
  const isTheirs = isTheirCard(event.type);
  if (!isCard(event.type) && !isTheirs) return type;
  if (event.official != null) return `${type} – ${officialLabel(event.official)}`;
  // Their player is named by cap only: the roster at hand is ours.
  const cap = isTheirs ? event.opponentPlayerNumber : event.playerNumber;
  if (cap == null) return type;
  return `${type} – #${isTheirs ? cap : playerLabel(cap, roster)}`;
}
