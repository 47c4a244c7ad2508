import type { PoolZone } from './types';

/**
 * The pool zone of a shooting point: lane by x (left < 7 m, centre 7–13 m, right > 13 m across the width)
 * and band by y, the distance from the attacked goal line (inside 5 m, 5–8 m, beyond 8 m).
 */
export function poolZoneOf(x: number, y: number): PoolZone {
  const lane = x < 700 ? 'left' : x <= 1300 ? 'centre' : 'right';
  const band = y < 500 ? 'inside5' : y < 800 ? '5to8' : 'beyond8';
  return `${lane}-${band}`;
}
