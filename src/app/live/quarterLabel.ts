import { SHOOTOUT_QUARTER } from '../../domain/model/constants';
import { translate } from '../i18n';

/** 'Q3', or 'Shootout' for the penalty shootout; `isLong` spells it out: 'Quarter 3'. In the current language. */
export function quarterLabel(quarter: number, isLong = false): string {
  if (quarter >= SHOOTOUT_QUARTER) return translate('live', 'quarter.shootout');
  return translate('live', isLong ? 'quarter.long' : 'quarter.short', { quarter });
}
