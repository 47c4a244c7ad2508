import { useEffect, useState } from 'react';
import { refreshMatchData } from '../../data/matchData';

/** Where the screen's refresh from the server stands; 'missing' is the server's 404. */
export type MatchRefresh = 'loading' | 'done' | 'failed' | 'missing';

function isNotFound(error: unknown): boolean {
  return (error as { status?: number; statusCode?: number } | null)?.status === 404;
}

/**
 * Refreshes the match's cached data from the server when the screen opens (both teams' logs); offline the
 * cache serves.
 */
export function useMatchRefresh(matchId: number): MatchRefresh {
  const [refresh, setRefresh] = useState<{ matchId: number; status: MatchRefresh }>({ matchId, status: 'loading' });
  useEffect(() => {
    let isCurrent = true;
    refreshMatchData(matchId)
      .then(() => {
        if (!isCurrent) return;
        setRefresh({ matchId, status: 'done' });
      })
      .catch((error: unknown) => {
        console.warn(`[matchData] match ${matchId} answered from the cache`, error);
        if (isCurrent) setRefresh({ matchId, status: isNotFound(error) ? 'missing' : 'failed' });
      });
    return () => {
      isCurrent = false;
    };
  }, [matchId]);
  return refresh.matchId === matchId ? refresh.status : 'loading';
}
