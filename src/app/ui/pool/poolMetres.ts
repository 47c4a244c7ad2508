import { halfwayLineCm, POOL_HALF_LENGTH_CM } from '../../../domain/model';
import { formatNumber } from '../../i18n';

/**
 * The metres the pool pictures' texts name, with the language's decimal mark: the pool's length, the picture's far
 * edge (12.5 m whatever the pool) and the halfway line.
 */
export function poolMetres(poolLength: number): { length: string; edge: string; halfway: string } {
  return {
    length: formatNumber(poolLength),
    edge: pictureEdgeMetres(),
    halfway: formatNumber(halfwayLineCm(poolLength) / 100),
  };
}

/** The picture's far edge in metres, '12.5' ('12,5' in Hungarian). */
export function pictureEdgeMetres(): string {
  return formatNumber(POOL_HALF_LENGTH_CM / 100);
}
