import { isCap } from './isCap';

/** Empty player numbers are dropped (docs/product.md §4): anything that is not a cap becomes null. */
export function capOrNull(value: unknown): number | null {
  return isCap(value) ? value : null;
}
