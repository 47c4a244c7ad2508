import { SHOOTOUT_QUARTER } from '../../domain/model';
import type { Translate } from '../i18n';

/** 'Q1' … 'Q4', and the shootout for quarter 5, in the current language. */
export function quarterLabel(t: Translate<'video'>, quarter: number): string {
  return quarter === SHOOTOUT_QUARTER ? t('quarter.shootout') : t('quarter.short', { quarter });
}
