import { useLiveQuery } from 'dexie-react-hooks';
import { useEffect, useRef } from 'react';
import { useFirstRead } from './useFirstRead';
import { readStatsSummaries, refreshStatsSummaries, type CachedStatsSummaries } from '../../data/statistics';

/** Matches whose summaries this page is computing now: a live query firing meanwhile does not start them twice. */
const refreshing = new Set<number>();

const idsOf = (key: string) => (key ? key.split(',').map(Number) : []);

/** Two reads hold the same rows (each summary is stamped when computed): nothing to compute or paint again. */
function isSameRead(a: CachedStatsSummaries, b: CachedStatsSummaries): boolean {
  const ids = (read: CachedStatsSummaries) =>
    [
      read.matches.map(({ match, summary }) => `${match.id}:${summary.stamp}:${JSON.stringify(match)}`).join(),
      read.stale.map((match) => JSON.stringify(match)).join(),
      read.missing.join(),
      read.withVideo.join(),
    ].join('|');
  return ids(a) === ids(b);
}

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
    // A read after a pull that stored nothing new (or failed) keeps the figures already merged and painted.
    const value =
      lastRead.current?.key === key && isSameRead(lastRead.current.value, read) ? lastRead.current.value : read;
    lastRead.current = { key, value };
    return value;
  }, [key, isFetching, first.isPainted]);
  const cached = live ?? (first.value?.key === key ? first.value.value : undefined);
  const staleKey = cached?.stale.map((match) => match.id).join(',') ?? '';

  useEffect(() => {
    const stale = (cached?.stale ?? []).filter((match) => !refreshing.has(match.id));
    if (stale.length === 0) return;
    for (const match of stale) refreshing.add(match.id);
    refreshStatsSummaries(stale)
      .catch((error: unknown) => console.warn('[statistics] summaries could not be computed', error))
      .finally(() => stale.forEach((match) => refreshing.delete(match.id)));
    // eslint-disable-next-line react-hooks/exhaustive-deps -- the stale ids say everything the effect needs
  }, [staleKey]);

  return cached;
}
