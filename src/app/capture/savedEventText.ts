import type { EventDraft } from '../../domain/capture';
import { translate } from '../i18n';
import { eventTypeLabel } from './eventTypeLabel';
import { outcomeLabel } from './outcomeLabel';

/** What the confirmation of a save names: 'Saved: Shoot #5 Goal'. */
export function savedEventText(event: Pick<EventDraft, 'type' | 'playerNumber' | 'shootOutcome'>): string {
  const parts = [event.type ? eventTypeLabel(event.type) : translate('capture', 'saved.event')];
  if (event.playerNumber != null) parts.push(translate('capture', 'player.cap', { cap: event.playerNumber }));
  if (event.shootOutcome) parts.push(outcomeLabel(event.shootOutcome));
  return translate('capture', 'saved', { event: parts.join(' ') });
}
