import { MAX_CAP, MIN_CAP } from '../../model';

/** A usable player number: empty picks (null, 0, NaN) are not. */
export function isCap(value: unknown): value is number {
  return typeof value === 'number' && Number.isInteger(value) && value >= MIN_CAP && value <= MAX_CAP;
}

/** Empty player numbers are dropped (docs/product.md §4): anything that is not a cap becomes null. */
export function capOrNull(value: unknown): number | null {
  return isCap(value) ? value : null;
}

/** The list with the cap added, or removed when it was there. */
export function toggleCap(caps: readonly number[], cap: number): number[] {
  return caps.includes(cap) ? caps.filter((listed) => listed !== cap) : [...caps, cap];
}
