import { useLiveQuery } from 'dexie-react-hooks';
import { useCallback, useEffect, useState } from 'react';
import { readMatchSignOff, refreshMatchSignOff, type SignOff } from '../../data/signOff';

export type SignOffState = {
  /**
   * The sign-off as the device holds it (read again from the server when online, and after a change): undefined
   * while it is first read, null when the server could not be asked though online.
   */
  signOff: SignOff | null | undefined;
  reload: () => void;
};

/** The match's sign-off, live from the device's cache, refreshed from the server when the connection is there. */
export function useSignOff(matchId: number, isOnline: boolean): SignOffState {
  const cached = useLiveQuery(() => readMatchSignOff(matchId), [matchId]);
  const [failedKey, setFailedKey] = useState<string | null>(null);
  const [version, setVersion] = useState(0);
  const key = `${matchId}:${version}`;
  useEffect(() => {
    if (!isOnline) return;
    let isCurrent = true;
    refreshMatchSignOff(matchId)
      .then(() => isCurrent && setFailedKey(null))
      .catch((error: unknown) => {
        console.warn(`[review] sign-off of match ${matchId} not read`, error);
        if (isCurrent) setFailedKey(key);
      });
    return () => {
      isCurrent = false;
    };
  }, [matchId, isOnline, key]);
  const reload = useCallback(() => setVersion((current) => current + 1), []);
  return { signOff: isOnline && failedKey === key ? null : cached, reload };
}
