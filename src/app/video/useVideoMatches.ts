import { useLiveQuery } from 'dexie-react-hooks';
import { useEffect, useState } from 'react';
import { readVideoMatches, refreshVideoMatches, type VideoMatch } from '../../data/video';
import { useOnlineStatus } from '../public/useOnlineStatus';
import { loadFailureOf, type LoadFailure } from './player/loadFailureOf';

export type VideoMatchList = {
  /** undefined until the cache has been read. */
  matches: VideoMatch[] | undefined;
  isRefreshing: boolean;
  error: LoadFailure | null;
  isOnline: boolean;
  retry: () => void;
};

/** The matches with video from the cache at once; refreshed from the server whenever online. */
export function useVideoMatches(): VideoMatchList {
  const matches = useLiveQuery(readVideoMatches, []);
  const isOnline = useOnlineStatus();
  const [isRefreshing, setRefreshing] = useState(false);
  const [error, setError] = useState<LoadFailure | null>(null);
  const [attempt, setAttempt] = useState(0);
  useEffect(() => {
    if (!isOnline) return;
    let isCurrent = true;
    setRefreshing(true);
    setError(null);
    refreshVideoMatches().then(
      () => isCurrent && setRefreshing(false),
      (failure: unknown) => {
        if (!isCurrent) return;
        setRefreshing(false);
        setError(loadFailureOf(failure));
      },
    );
    return () => {
      isCurrent = false;
    };
  }, [isOnline, attempt]);
  return { matches, isRefreshing, error, isOnline, retry: () => setAttempt((n) => n + 1) };
}
