import { useLiveQuery } from 'dexie-react-hooks';
import { useEffect, useRef, useState } from 'react';
import {
  loadListedMatches,
  readStatsMatches,
  type CachedStatsMatches,
  type LoadProgress,
} from '../../../data/statistics';
import { useOnlineStatus } from '../../public/useOnlineStatus';
import { errorText } from '../errorText';

export type StatisticsData = {
  /** undefined until the cache has been read; null when the events are not needed (the summaries serve). */
  cached: CachedStatsMatches | null | undefined;
  progress: LoadProgress | null;
  /** Some chosen match has not been fetched yet while online: its figures are still to come. */
  isPending: boolean;
  loadError: string | null;
  isOnline: boolean;
  retry: () => void;
};

/**
 * The selected matches from the cache at once (offline too); fetched and cached from the server when online.
 * Filter changes other than the matches never refetch. The events are read only when `needsEvents` (a filter
 * the stored summaries do not serve): a season is tens of thousands of them.
 */
export function useStatisticsData(matchIds: readonly number[], needsEvents = true): StatisticsData {
  const key = matchIds.join(',');
  // While a fetch writes batch after batch, the cache is not re-read after every batch (a season is tens of
  // thousands of rows): the previous read stays until the fetch ends, then one fresh read follows.
  const fetchesRunning = useRef(0);
  const lastRead = useRef<{ key: string; value: CachedStatsMatches } | null>(null);
  const [generation, setGeneration] = useState(0);
  const cached = useLiveQuery(async () => {
    if (!needsEvents) return null;
    if (fetchesRunning.current > 0 && lastRead.current?.key === key) return lastRead.current.value;
    const value = await readStatsMatches(key ? key.split(',').map(Number) : []);
    lastRead.current = { key, value };
    return value;
  }, [key, generation, needsEvents]);
  const isOnline = useOnlineStatus();
  const [progress, setProgress] = useState<LoadProgress | null>(null);
  const [loadError, setLoadError] = useState<string | null>(null);
  const [attempt, setAttempt] = useState(0);
  // Fetched while this screen is open: choosing a match again does not refetch it; reopening the screen does.
  const [fetched, setFetched] = useState<ReadonlySet<number>>(() => new Set());
  const ids = key ? key.split(',').map(Number) : [];
  const isPending = isOnline && loadError === null && ids.some((id) => !fetched.has(id));

  useEffect(() => {
    const wanted = (key ? key.split(',').map(Number) : []).filter((id) => !fetched.has(id));
    if (!isOnline || wanted.length === 0) return;
    let isCurrent = true;
    setLoadError(null);
    fetchesRunning.current += 1;
    loadListedMatches(wanted, (next) => isCurrent && setProgress(next))
      .then(
        // Even when the choice changed meanwhile, what was fetched is cached and need not be fetched again.
        () => setFetched((current) => new Set([...current, ...wanted])),
        (error: unknown) => isCurrent && setLoadError(errorText(error)),
      )
      .finally(() => {
        fetchesRunning.current -= 1;
        setGeneration((current) => current + 1);
      });
    return () => {
      isCurrent = false;
      setProgress(null);
    };
  }, [key, isOnline, attempt, fetched]);

  return { cached, progress, isPending, loadError, isOnline, retry: () => setAttempt((n) => n + 1) };
}
