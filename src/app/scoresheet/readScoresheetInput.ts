import { readMatch, refreshMatch } from '../../data/matchData';
import { readQuarterLength } from '../../data/matchData/readQuarterLength';
import { loadListedMatches, readListedMatches, readStatsMatches } from '../../data/statistics';
import type { ScoresheetInput } from '../../domain/scoresheet';
import { localDay } from './localDay';
import { ScoresheetUnavailableError } from './ScoresheetUnavailableError';

/**
 * One match as the scoresheet reads it: fetched into the device cache first when online (the cache then
 * serves if the server does not answer), read from the cache offline. No events cached: unavailable.
 */
export async function readScoresheetInput(matchId: number, isOnline: boolean): Promise<ScoresheetInput> {
  if (isOnline) {
    try {
      await refreshMatch(matchId);
      await loadListedMatches([matchId]);
    } catch {
      // What the device holds is used below.
    }
  }
  const [cached, listed, row] = await Promise.all([
    readStatsMatches([matchId]),
    readListedMatches(),
    readMatch(matchId),
  ]);
  const match = cached.matches[0];
  if (!match || !row || match.events.length === 0) throw new ScoresheetUnavailableError();
  const listing = listed.find((candidate) => candidate.id === matchId);
  return {
    match: { ...match, match: { ...match.match, league: listing?.league ?? match.match.league } },
    date: localDay(listing?.date),
    quarterLength: await readQuarterLength(row),
  };
}
