import type { CountByType } from './types';

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
