import type { EventDraft } from '../../domain/capture';
import { eventTypeLabel } from './eventTypeLabel';
import { outcomeLabel } from './outcomeLabel';

/** What the confirmation of a save names: 'Saved: Shoot #5 Goal'. */
export function savedEventText(event: Pick<EventDraft, 'type' | 'playerNumber' | 'shootOutcome'>): string {
  const parts = [event.type ? eventTypeLabel(event.type) : 'Event'];
  if (event.playerNumber != null) parts.push(`#${event.playerNumber}`);
  if (event.shootOutcome) parts.push(outcomeLabel(event.shootOutcome));
  return `Saved: ${parts.join(' ')}`;
}
