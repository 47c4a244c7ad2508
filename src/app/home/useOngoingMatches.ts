import { useLiveQuery } from 'dexie-react-hooks';
import { useEffect } from 'react';
import { readOngoingMatches, refreshMatches, type OngoingMatch } from '../../data/matchData';

/** The ongoing matches, live from the cache; refreshed from the server once per visit when online. */
export function useOngoingMatches(): OngoingMatch[] | undefined {
  useEffect(() => {
    refreshMatches().catch((error: unknown) => console.warn('[home] matches answered from the cache', error));
  }, []);
  return useLiveQuery(readOngoingMatches, []);
}
