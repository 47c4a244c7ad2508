import type { ShootSituation } from '../model';

/** A penalty or a shootout shot: never a man-up shot, whatever the state of play. */
export function isPenaltySituation(situation: ShootSituation | null | undefined): boolean {
  return situation === 'PENALTY' || situation === 'PENALTYSHOOTOUT';
}
