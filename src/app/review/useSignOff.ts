import { useCallback, useEffect, useState } from 'react';
import { readSignOff, type MatchSignOff } from '../../data/signOff';

export type SignOffState = {
  /** The sign-off the server answered; undefined while asking or offline, null when it could not be read. */
  signOff: MatchSignOff | null | undefined;
  reload: () => void;
};

/** The match's sign-off from the server, read again when the connection comes back or after a change. */
export function useSignOff(matchId: number, isOnline: boolean): SignOffState {
  const [read, setRead] = useState<{ key: string; signOff: MatchSignOff | null } | null>(null);
  const [version, setVersion] = useState(0);
  const key = `${matchId}:${version}`;
  useEffect(() => {
    if (!isOnline) return;
    let isCurrent = true;
    readSignOff(matchId)
      .then((signOff) => isCurrent && setRead({ key, signOff }))
      .catch((error: unknown) => {
        console.warn(`[review] sign-off of match ${matchId} not read`, error);
        if (isCurrent) setRead({ key, signOff: null });
      });
    return () => {
      isCurrent = false;
    };
  }, [matchId, isOnline, key]);
  const reload = useCallback(() => setVersion((current) => current + 1), []);
  return { signOff: isOnline && read?.key === key ? read.signOff : undefined, reload };
}
