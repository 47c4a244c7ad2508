import { useLiveQuery } from 'dexie-react-hooks';
import { useEffect, useState } from 'react';
import { readListedMatches, refreshListedMatches, type ListedMatch } from '../../../data/statistics';
import { useOnlineStatus } from '../../public/useOnlineStatus';
import { errorText } from '../errorText';
import { useFirstRead } from '../figures/useFirstRead';

export type MatchListState = {
  /** undefined until the cache has been read. */
  matches: ListedMatch[] | undefined;
  isRefreshing: boolean;
  refreshError: string | null;
  retry: () => void;
};

/**
 * The cached matches at once, refreshed from the server whenever the device is online. A refresh counts
 * as on its way until the cache has been read again after it, so an empty cache never shows as an empty
 * list while the server's matches are being stored.
 */
export function useListedMatches(): MatchListState {
  const isOnline = useOnlineStatus();
  const [state, setState] = useState({ isRefreshing: isOnline, refreshError: null as string | null });
  const [attempt, setAttempt] = useState(0);
  const [refreshesDone, setRefreshesDone] = useState(0);
  const first = useFirstRead('statistics match list', async () => ({
    matches: await readListedMatches(),
    refreshesDone: 0,
  }));
  const read =
    useLiveQuery(
      async () => (first.isPainted ? { matches: await readListedMatches(), refreshesDone } : undefined),
      [refreshesDone, first.isPainted],
    ) ?? first.value;

  useEffect(() => {
    if (!isOnline) {
      setState({ isRefreshing: false, refreshError: null });
      return;
    }
    let isCurrent = true;
    setState({ isRefreshing: true, refreshError: null });
    refreshListedMatches()
      .then(() => isCurrent && setState({ isRefreshing: false, refreshError: null }))
      .catch((error: unknown) => isCurrent && setState({ isRefreshing: false, refreshError: errorText(error) }))
      .finally(() => isCurrent && setRefreshesDone((n) => n + 1));
    return () => {
      isCurrent = false;
    };
  }, [isOnline, attempt]);

  return {
    matches: read?.matches,
    isRefreshing: state.isRefreshing || (read !== undefined && read.refreshesDone !== refreshesDone),
    refreshError: state.refreshError,
    retry: () => setAttempt((n) => n + 1),
  };
}
