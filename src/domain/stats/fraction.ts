import type { Fraction } from './types';

/** made of attempts with the percentage rounded to one decimal; null percent without attempts. */
export function fraction(made: number, attempts: number): Fraction {
  return { made, attempts, percent: attempts > 0 ? Math.round((made / attempts) * 1000) / 10 : null };
}
