import { useLiveQuery } from 'dexie-react-hooks';
import { useEffect, useState } from 'react';
import { readStatisticsMatches, refreshStatisticsMatches, type StatisticsMatch } from '../../data/statistics';
import { useOnlineStatus } from '../public/useOnlineStatus';
import { errorText } from './errorText';

export type MatchListState = {
  /** undefined until the cache has been read. */
  matches: StatisticsMatch[] | undefined;
  isRefreshing: boolean;
  refreshError: string | null;
  retry: () => void;
};

/** The cached matches at once, refreshed from the server whenever the device is online. */
export function useStatisticsMatchList(): MatchListState {
  const matches = useLiveQuery(readStatisticsMatches, []);
  const isOnline = useOnlineStatus();
  const [state, setState] = useState({ isRefreshing: isOnline, refreshError: null as string | null });
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    if (!isOnline) {
      setState({ isRefreshing: false, refreshError: null });
      return;
    }
    let isCurrent = true;
    setState({ isRefreshing: true, refreshError: null });
    refreshStatisticsMatches()
      .then(() => isCurrent && setState({ isRefreshing: false, refreshError: null }))
      .catch((error: unknown) => isCurrent && setState({ isRefreshing: false, refreshError: errorText(error) }));
    return () => {
      isCurrent = false;
    };
  }, [isOnline, attempt]);

  return { matches, ...state, retry: () => setAttempt((n) => n + 1) };
}
