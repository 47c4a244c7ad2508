import { readStatsSummaries, type CachedStatsSummaries } from './readStatsSummaries';
import { refreshStatsSummaries } from './refreshStatsSummaries';

/**
 * The chosen matches' summaries (or their slices of `quarter`), the stale ones computed again first (outside a
 * live query).
 */
export async function loadStatsSummaries(matchIds: readonly number[], quarter?: number): Promise<CachedStatsSummaries> {
  const first = await readStatsSummaries(matchIds, quarter);
  if (first.stale.length === 0) return first;
  await refreshStatsSummaries(first.stale, quarter);
  return readStatsSummaries(matchIds, quarter);
}
