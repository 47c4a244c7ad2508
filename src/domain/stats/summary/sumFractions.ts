import { fraction } from '../counts';
import type { Fraction } from '../types';

/** The fraction of the summed made and attempts, its percentage computed again as computeStatistics does. */
export function sumFractions(parts: readonly Fraction[]): Fraction {
  let made = 0;
  let attempts = 0;
  for (const part of parts) {
    made += part.made;
    attempts += part.attempts;
  }
  return fraction(made, attempts);
}
