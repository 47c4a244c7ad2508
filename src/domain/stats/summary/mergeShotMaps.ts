import { POOL_ZONES, type ShotMap } from '../types';
import { sumFractions } from './sumFractions';

/** Shot points one side after the other, in the order given; zone fractions added up. */
export function mergeShotMaps(parts: readonly ShotMap[]): ShotMap {
  return {
    points: parts.flatMap((part) => part.points),
    zones: Object.fromEntries(
      POOL_ZONES.map((zone) => [zone, sumFractions(parts.map((part) => part.zones[zone]))]),
    ) as ShotMap['zones'],
  };
}
