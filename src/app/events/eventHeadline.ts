import { isCard, type MatchEvent } from '../../domain/model';
import { eventTypeLabel, playerLabel } from '../capture/captureWords';
import type { MatchPlayerRow } from '../../data/db';
import { officialLabel } from './officialLabel';

/**
 * An event's type in words; a card also names who was shown it ("Yellow card – Head coach",
 * "Red card – #7 KovG"), since a card without its person says little. Called at render, so it speaks the
 * current language.
 */
export function eventHeadline(
  event: Pick<MatchEvent, 'type' | 'playerNumber' | 'official'>,
  roster: readonly MatchPlayerRow[] = [],
): string {
  const type = eventTypeLabel(event.type);
  if (!isCard(event.type)) return type;
  if (event.official != null) return `${type} – ${officialLabel(event.official)}`;
  return event.playerNumber != null ? `${type} – #${playerLabel(event.playerNumber, roster)}` : type;
}
