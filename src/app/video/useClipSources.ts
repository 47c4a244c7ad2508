import { useLiveQuery } from 'dexie-react-hooks';
import { useEffect, useState } from 'react';
import { loadClipSources, readClipSources, type ClipSources } from '../../data/video';
import { useOnlineStatus } from '../public/useOnlineStatus';
import { loadFailureOf, type LoadFailure } from './player/loadFailureOf';

export type ClipSourceState = {
  /** undefined until the cache has been read. */
  sources: ClipSources | undefined;
  /** A chosen match is still being fetched. */
  isLoading: boolean;
  error: LoadFailure | null;
  retry: () => void;
};

/** The chosen matches' events and rosters from the cache at once, fetched and cached when online. */
export function useClipSources(matchIds: readonly number[]): ClipSourceState {
  const key = matchIds.join(',');
  const sources = useLiveQuery(() => readClipSources(key ? key.split(',').map(Number) : []), [key]);
  const isOnline = useOnlineStatus();
  const [fetched, setFetched] = useState<ReadonlySet<number>>(() => new Set());
  const [error, setError] = useState<LoadFailure | null>(null);
  const [attempt, setAttempt] = useState(0);
  const wanted = (key ? key.split(',').map(Number) : []).filter((id) => !fetched.has(id));
  const isLoading = isOnline && error === null && wanted.length > 0;
  const wantedKey = wanted.join(',');

  useEffect(() => {
    if (!isOnline || wantedKey === '') return;
    let isCurrent = true;
    const ids = wantedKey.split(',').map(Number);
    setError(null);
    loadClipSources(ids).then(
      () => setFetched((current) => new Set([...current, ...ids])),
      (failure: unknown) => isCurrent && setError(loadFailureOf(failure)),
    );
    return () => {
      isCurrent = false;
    };
  }, [wantedKey, isOnline, attempt]);

  return { sources, isLoading, error, retry: () => setAttempt((n) => n + 1) };
}
