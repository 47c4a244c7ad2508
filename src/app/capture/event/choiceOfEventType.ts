import { eventKindOf, type EventChoice } from '../../../domain/capture';
import type { EventType } from '../../../domain/model';

/** Which 'Events' panel button an open event belongs to, if any. */
export function choiceOfEventType(type: EventType | null | undefined): EventChoice | null {
  if (!type) return null;
  const kind = eventKindOf(type);
  // A card is recorded from the Actions tab, not from the 'Events' panel.
  return kind === 'formationChange' || kind === 'possessionStart' || kind === 'playerInOut' || kind === 'card'
    ? null
    : kind;
}
