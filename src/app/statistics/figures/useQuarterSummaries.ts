import { useLiveQuery } from 'dexie-react-hooks';
import { useRef } from 'react';
import { readQuarterSummaries, type CachedStatsSummaries } from '../../../data/statistics';
import { isSameSummariesRead } from './isSameSummariesRead';
import { useStaleSummariesRefresh } from './useStaleSummariesRefresh';

/** The reads of each quarter made for one read of the whole-match summaries. */
type Reads = WeakMap<CachedStatsSummaries, Map<number, CachedStatsSummaries>>;

/**
 * The chosen matches' stored slices of `quarter`, live; nothing is read while no quarter is chosen (null) or
 * the whole-match summaries are not read yet. A slice missing or out of date (never computed yet, a capture,
 * new definitions) is computed, with the match's other quarters, from its cached log, after which the live
 * query reads it. A quarter chosen again shows its last read of the same whole-match summaries at once (the
 * figures merged from it are kept) while the live query reads it again.
 */
export function useQuarterSummaries(
  summaries: CachedStatsSummaries | undefined,
  quarter: number | null,
): CachedStatsSummaries | undefined {
  const reads = useRef<Reads>(new WeakMap());
  const readsOf = (whole: CachedStatsSummaries) => {
    let known = reads.current.get(whole);
    if (!known) reads.current.set(whole, (known = new Map()));
    return known;
  };
  const live = useLiveQuery(async () => {
    if (quarter === null || summaries === undefined) return undefined;
    const read = await readQuarterSummaries(summaries, quarter);
    const known = readsOf(summaries);
    const last = known.get(quarter);
    // The same rows as the last read keep the figures already merged and painted; a read with stale slices is new.
    if (last && read.stale.length === 0 && isSameSummariesRead(last, read)) return { summaries, quarter, value: last };
    known.set(quarter, read);
    return { summaries, quarter, value: read };
  }, [summaries, quarter]);
  const cached =
    quarter === null || summaries === undefined
      ? undefined
      : live?.summaries === summaries && live.quarter === quarter
        ? live.value
        : readsOf(summaries).get(quarter);
  useStaleSummariesRefresh(cached, 'quarters');
  return cached;
}
