import type { ShootSituation } from '../../model';

/** A penalty situation becomes PENALTYSHOOTOUT during a shootout and PENALTY otherwise (docs/product.md §4). */
export function penaltySituation(
  situation: ShootSituation | null | undefined,
  isShootout: boolean,
): ShootSituation | null {
  if (situation === 'PENALTY' || situation === 'PENALTYSHOOTOUT') return isShootout ? 'PENALTYSHOOTOUT' : 'PENALTY';
  return situation ?? null;
}
