import { metresFromCentimetres } from '../../domain/capture';

/** 'x m, y m' of a stored point, '–' when none is set. */
export function pointText(x: number | null | undefined, y: number | null | undefined): string {
  const mx = metresFromCentimetres(x);
  const my = metresFromCentimetres(y);
  return mx === null || my === null ? '–' : `${mx} m, ${my} m`;
}
