import { readQuarterSummaries } from './readQuarterSummaries';
import { readStatsSummaries, type CachedStatsSummaries } from './readStatsSummaries';
import { refreshStatsSummaries } from './refreshStatsSummaries';

/**
 * The chosen matches' summaries (or their slices of `quarter`), the stale ones computed again first (outside a
 * live query).
 */
export async function loadStatsSummaries(matchIds: readonly number[], quarter?: number): Promise<CachedStatsSummaries> {
  let summaries = await readStatsSummaries(matchIds);
  if (summaries.stale.length > 0) {
    await refreshStatsSummaries(summaries.stale);
    summaries = await readStatsSummaries(matchIds);
  }
  if (quarter === undefined) return summaries;
  const slices = await readQuarterSummaries(summaries, quarter);
  if (slices.stale.length === 0) return slices;
  await refreshStatsSummaries(slices.stale, 'quarters');
  return readQuarterSummaries(summaries, quarter);
}
