import type { PossessionOutcomeCode } from '../../domain/capture/possessionOutcome';
import { translate } from '../i18n';

/** How a possession ended, in the words of the possession list (docs/product.md §4) in the current language. */
export function possessionOutcomeLabel(outcome: PossessionOutcomeCode): string {
  return translate('capture', `possessionOutcome.${outcome}`);
}
