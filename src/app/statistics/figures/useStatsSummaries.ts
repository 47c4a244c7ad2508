import { useLiveQuery } from 'dexie-react-hooks';
import { useRef } from 'react';
import { isSameSummariesRead } from './isSameSummariesRead';
import { useFirstRead } from './useFirstRead';
import { useStaleSummariesRefresh } from './useStaleSummariesRefresh';
import { readStatsSummaries, type CachedStatsSummaries } from '../../../data/statistics';

const idsOf = (key: string) => (key ? key.split(',').map(Number) : []);

/**
 * The chosen matches' stored statistics summaries, live; those missing or out of date (a capture, an edit,
 * new definitions) are computed again from their cached logs, after which the live query reads them. While
 * `isFetching` (the matches are being pulled from the server batch after batch, each batch storing its
 * summaries), the last read stays: one fresh read follows when the pull ends.
 */
export function useStatsSummaries(matchIds: readonly number[], isFetching = false): CachedStatsSummaries | undefined {
  const key = matchIds.join(',');
  const lastRead = useRef<{ key: string; value: CachedStatsSummaries } | null>(null);
  const fetching = useRef(isFetching);
  fetching.current = isFetching;
  const first = useFirstRead(
    `statistics summaries ${key}`,
    async () => ({ key, value: await readStatsSummaries(idsOf(key)) }),
    (read) => (lastRead.current ??= read),
  );
  const live = useLiveQuery(async () => {
    if (!first.isPainted) return undefined;
    if (fetching.current && lastRead.current?.key === key) return lastRead.current.value;
    const read = await readStatsSummaries(idsOf(key));
    // A read after a pull that stored nothing new (or failed) keeps the figures already merged and painted. A read
    // with stale summaries is always new: each one must start their refresh again (useStaleSummariesRefresh).
    const value =
      lastRead.current?.key === key && read.stale.length === 0 && isSameSummariesRead(lastRead.current.value, read)
        ? lastRead.current.value
        : read;
    lastRead.current = { key, value };
    return value;
  }, [key, isFetching, first.isPainted]);
  const cached = live ?? (first.value?.key === key ? first.value.value : undefined);
  useStaleSummariesRefresh(cached);

  return cached;
}
