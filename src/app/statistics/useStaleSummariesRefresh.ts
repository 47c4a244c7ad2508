import { useEffect } from 'react';
import { refreshStatsSummaries, type CachedStatsSummaries, type SummaryPart } from '../../data/statistics';

/** Summaries (by match and part) this page is computing now: a live query firing meanwhile does not start them twice. */
const refreshing = new Set<string>();

/**
 * Computes again, from their cached logs, the summaries a read found missing or out of date (the whole-match
 * ones, or the quarter slices); the caller's live query then reads them.
 */
export function useStaleSummariesRefresh(cached: CachedStatsSummaries | undefined, part: SummaryPart = 'match'): void {
  const keyOf = (matchId: number) => `${matchId}/${part}`;
  const staleKey = cached?.stale.map((match) => keyOf(match.id)).join(',') ?? '';
  useEffect(() => {
    const stale = (cached?.stale ?? []).filter((match) => !refreshing.has(keyOf(match.id)));
    if (stale.length === 0) return;
    for (const match of stale) refreshing.add(keyOf(match.id));
    refreshStatsSummaries(stale, part)
      .catch((error: unknown) => console.warn('[statistics] summaries could not be computed', error))
      .finally(() => stale.forEach((match) => refreshing.delete(keyOf(match.id))));
    // eslint-disable-next-line react-hooks/exhaustive-deps -- the stale keys say everything the effect needs
  }, [staleKey]);
}
