import { translate, type MessageKey, type MessageValues } from '../i18n';

/** A text of the statistics screen in the current language; call it when the text is needed, at render. */
export function statisticsText(key: MessageKey<'statistics'>, values?: MessageValues): string {
  return translate('statistics', key, values);
}
