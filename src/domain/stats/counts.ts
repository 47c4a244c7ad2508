import type { CardCount, CountByType, Fraction } from './types';
import type { MatchEvent } from '../model';

/** made of attempts with the percentage rounded to one decimal; null percent without attempts. */
export function fraction(made: number, attempts: number): Fraction {
  return { made, attempts, percent: attempts > 0 ? Math.round((made / attempts) * 1000) / 10 : null };
}

/** How many of each type, with UNKNOWN for a missing type and the total. */
export function countByType<T extends string>(
  types: readonly T[],
  values: readonly (T | null | undefined)[],
): CountByType<T> {
  const counts = { UNKNOWN: 0, total: values.length } as CountByType<T>;
  for (const type of types) (counts as Record<string, number>)[type] = 0;
  for (const value of values) (counts as Record<string, number>)[value ?? 'UNKNOWN']! += 1;
  return counts;
}

/** Yellow and red cards counted from their events. */
export function cardCount(yellowCards: readonly MatchEvent[], redCards: readonly MatchEvent[]): CardCount {
  return { yellow: yellowCards.length, red: redCards.length };
}
