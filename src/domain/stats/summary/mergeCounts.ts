import type { CountByType } from '../types';

/** Counts by type added up key by key (total included). */
export function mergeCounts<T extends string>(parts: readonly CountByType<T>[]): CountByType<T> {
  const merged = {} as Record<string, number>;
  for (const part of parts)
    for (const [key, count] of Object.entries(part) as [string, number][]) merged[key] = (merged[key] ?? 0) + count;
  return merged as CountByType<T>;
}
