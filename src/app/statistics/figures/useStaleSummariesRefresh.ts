import { useEffect } from 'react';
import type { CachedStatsSummaries, SummaryPart } from '../../../data/statistics';
import { startSummariesRefresh } from './startSummariesRefresh';

/**
 * Computes again, from their cached logs, the summaries a read found missing or out of date (the whole-match
 * ones, or the quarter slices); the caller's live query then reads them. Every read that finds some stale starts it,
 * not only a change in which: a summary computed and dropped again (the outbox writing server ids back into the log)
 * before the screen read it leaves the same stale ids, and nothing else would compute it. startSummariesRefresh
 * runs one refresh per match at a time.
 */
export function useStaleSummariesRefresh(cached: CachedStatsSummaries | undefined, part: SummaryPart = 'match'): void {
  useEffect(() => {
    if (cached && cached.stale.length > 0) startSummariesRefresh(cached.stale, part);
  }, [cached, part]);
}
