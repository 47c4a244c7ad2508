import { readStatsSummaries, type CachedStatsSummaries } from './readStatsSummaries';
import { refreshStatsSummaries } from './refreshStatsSummaries';

/** The chosen matches' summaries, the stale ones computed again first (outside a live query). */
export async function loadStatsSummaries(matchIds: readonly number[]): Promise<CachedStatsSummaries> {
  const first = await readStatsSummaries(matchIds);
  if (first.stale.length === 0) return first;
  await refreshStatsSummaries(first.stale);
  return readStatsSummaries(matchIds);
}
