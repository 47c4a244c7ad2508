import { translate, type MessageKey, type MessageValues } from '../../i18n';

export type EntitiesKey = MessageKey<'entities'>;

/** A text of the manage and admin configs in the current language; called when the text is shown. */
export function entityText(key: EntitiesKey, values?: MessageValues): string {
  return translate('entities', key, values);
}
