import { useEffect } from 'react';
import type { CachedStatsSummaries, SummaryPart } from '../../../data/statistics';
import { startSummariesRefresh } from './startSummariesRefresh';

/**
 * Computes again, from their cached logs, the summaries a read found missing or out of date (the whole-match
 * ones, or the quarter slices); the caller's live query then reads them.
 */
export function useStaleSummariesRefresh(cached: CachedStatsSummaries | undefined, part: SummaryPart = 'match'): void {
  const staleKey = cached?.stale.map((match) => match.id).join(',') ?? '';
  useEffect(() => {
    if (cached && cached.stale.length > 0) startSummariesRefresh(cached.stale, part);
    // eslint-disable-next-line react-hooks/exhaustive-deps -- the stale ids say everything the effect needs
  }, [staleKey, part]);
}
