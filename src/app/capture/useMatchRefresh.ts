import { useEffect } from 'react';
import { refreshMatchData } from '../../data/matchData';

/**
 * Refreshes the match's cached data from the server when the screen opens (both teams' logs); offline the
 * cache serves. `onRefreshed` runs after a successful refresh.
 */
export function useMatchRefresh(matchId: number, onRefreshed?: () => void): void {
  useEffect(() => {
    let isCurrent = true;
    refreshMatchData(matchId)
      .then(() => {
        if (isCurrent) onRefreshed?.();
      })
      .catch((error: unknown) => console.warn(`[matchData] match ${matchId} answered from the cache`, error));
    return () => {
      isCurrent = false;
    };
    // Refresh once per opened match; the callback is not a reason to fetch again.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [matchId]);
}
