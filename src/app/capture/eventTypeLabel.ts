import type { EventType } from '../../domain/model';
import { translate } from '../i18n';

/** The label of an event type in lists and the editor, in the current language. */
export function eventTypeLabel(type: EventType): string {
  return translate('capture', `eventType.${type}`);
}
