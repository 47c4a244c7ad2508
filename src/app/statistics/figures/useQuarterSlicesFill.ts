import { useEffect } from 'react';
import { readUnslicedMatches, type CachedStatsSummaries } from '../../../data/statistics';
import { startSummariesRefresh } from './startSummariesRefresh';

/**
 * Once every tab has its figures (`isIdle`), computes the quarter slices of the chosen matches that have none
 * (the first opening after the update that brought them, a match pulled or captured since), a few matches per
 * transaction, so the first choice of a quarter finds them stored. The first figures never wait for them.
 */
export function useQuarterSlicesFill(summaries: CachedStatsSummaries | undefined, isIdle: boolean): void {
  useEffect(() => {
    if (!isIdle || !summaries || summaries.stale.length > 0) return;
    let isCurrent = true;
    readUnslicedMatches(summaries)
      .then((unsliced) => isCurrent && startSummariesRefresh(unsliced, 'quarters'))
      .catch((error: unknown) => console.warn('[statistics] quarter slices could not be read', error));
    return () => {
      isCurrent = false;
    };
  }, [summaries, isIdle]);
}
