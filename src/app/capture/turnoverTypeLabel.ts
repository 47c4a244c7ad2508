import type { TurnOverType } from '../../domain/model';
import { translate } from '../i18n';

/** Turnover types in the words of the possession outcome (docs/product.md §4). */
export function turnoverTypeLabel(type: TurnOverType): string {
  return translate('capture', `turnoverType.${type}`);
}
