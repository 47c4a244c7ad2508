import type { Fraction } from '../../../domain/stats';
import { formatNumber } from '../../i18n';

/** "3/7" */
export function formatMadeOf(fraction: Pick<Fraction, 'made' | 'attempts'>): string {
  return `${fraction.made}/${fraction.attempts}`;
}

const ONE_DECIMAL = { minimumFractionDigits: 1, maximumFractionDigits: 1 };

/** "42.9%" ("42,9%" in Hungarian), or an en dash without attempts. */
export function formatPercent(percent: number | null): string {
  return percent == null ? '–' : `${formatNumber(percent, ONE_DECIMAL)}%`;
}
