import type { Fraction } from '../../domain/stats';

/** "3/7" */
export function formatMadeOf(fraction: Pick<Fraction, 'made' | 'attempts'>): string {
  return `${fraction.made}/${fraction.attempts}`;
}

/** "42.9%", or an en dash without attempts. */
export function formatPercent(percent: number | null): string {
  return percent == null ? '–' : `${percent.toFixed(1)}%`;
}
