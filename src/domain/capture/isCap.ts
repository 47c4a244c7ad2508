import { MAX_CAP, MIN_CAP } from '../model';

/** A usable player number: empty picks (null, 0, NaN) are not. */
export function isCap(value: unknown): value is number {
  return typeof value === 'number' && Number.isInteger(value) && value >= MIN_CAP && value <= MAX_CAP;
}
