import { compileMessage } from '@lingui/message-utils/compileMessage';
import { i18n } from '../../../../src/app/i18n';
import common from '../../../../src/app/i18n/locales/en/common.json';
import scoresheet from '../../../../src/app/i18n/locales/en/scoresheet.json';

/**
 * The English texts the scoresheet PDF prints, compiled as the app's build compiles them (these Node tests run
 * without that build step), so a PDF written here reads as a user's English one.
 */
export function loadEnglishScoresheetTexts(): void {
  for (const [namespace, messages] of Object.entries({ common, scoresheet })) {
    const compiled = Object.entries(messages).map(([key, message]) => [`${namespace}:${key}`, compileMessage(message)]);
    i18n.load('en', Object.fromEntries(compiled));
  }
}
