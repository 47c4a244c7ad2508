import { metresFromCentimetres } from '../../../domain/capture';
import { formatNumber, translate } from '../../i18n';

/** 'x m, y m' of a stored point (the language's decimal mark), '–' when none is set. */
export function pointText(x: number | null | undefined, y: number | null | undefined): string {
  const mx = metresFromCentimetres(x);
  const my = metresFromCentimetres(y);
  return mx === null || my === null
    ? '–'
    : translate('capture', 'point', { x: formatNumber(Number(mx)), y: formatNumber(Number(my)) });
}
