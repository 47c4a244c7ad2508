import { POOL_ZONES, type PoolZone, type ShotMap, type ShotPoint } from './types';
import { fraction } from './counts';

/**
 * The goal-mouth zone 0–8 of a goal point inside the frame: three columns of 1 m across, three rows of
 * 30 cm, numbered row by row from the top-left of the goal picture.
 */
export function goalZoneOf(x: number, y: number): number {
  const column = Math.min(2, Math.max(0, Math.floor(x / 100)));
  const row = y >= 60 ? 0 : y >= 30 ? 1 : 2;
  return row * 3 + column;
}

/**
 * The pool zone of a shooting point: lane by x (left < 7 m, centre 7–13 m, right > 13 m across the width)
 * and band by y, the distance from the attacked goal line (inside 5 m, 5–8 m, beyond 8 m).
 */
export function poolZoneOf(x: number, y: number): PoolZone {
  const lane = x < 700 ? 'left' : x <= 1300 ? 'centre' : 'right';
  const band = y < 500 ? 'inside5' : y < 800 ? '5to8' : 'beyond8';
  return `${lane}-${band}`;
}

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
