import { fraction } from './fraction';
import { poolZoneOf } from './poolZoneOf';
import { POOL_ZONES, type PoolZone, type ShotMap, type ShotPoint } from './types';

/** Goals ÷ shots in each of the nine pool zones. */
export function poolZoneFractions(points: readonly Pick<ShotPoint, 'x' | 'y' | 'outcome'>[]): ShotMap['zones'] {
  const made = new Map<PoolZone, number>();
  const attempts = new Map<PoolZone, number>();
  for (const point of points) {
    const zone = poolZoneOf(point.x, point.y);
    attempts.set(zone, (attempts.get(zone) ?? 0) + 1);
    if (point.outcome === 'goal') made.set(zone, (made.get(zone) ?? 0) + 1);
  }
  return Object.fromEntries(
    POOL_ZONES.map((zone) => [zone, fraction(made.get(zone) ?? 0, attempts.get(zone) ?? 0)]),
  ) as ShotMap['zones'];
}
