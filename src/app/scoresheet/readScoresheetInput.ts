import { readMatch, refreshMatch } from '../../data/matchData';
import { readMatchSignOff, refreshMatchSignOff, type SignOff } from '../../data/signOff';
import { readQuarterLength } from '../../data/matchData/readQuarterLength';
import { loadListedMatches, readListedMatches, readStatsMatches } from '../../data/statistics';
import { matchDifferences } from '../../domain/review/matchDifferences';
import type { ScoresheetInput, Verification } from '../../domain/scoresheet';
import { localDay } from './localDay';
import { ScoresheetUnavailableError } from './ScoresheetUnavailableError';

/**
 * One match as the scoresheet reads it: fetched into the device cache first when online (the cache then
 * serves if the server does not answer), read from the cache offline, with its sign-off as last read. No events
 * cached: unavailable.
 */
export async function readScoresheetInput(matchId: number, isOnline: boolean): Promise<ScoresheetInput> {
  if (isOnline) {
    try {
      await refreshMatch(matchId);
      await Promise.all([loadListedMatches([matchId]), refreshMatchSignOff(matchId)]);
    } catch {
      // What the device holds is used below.
    }
  }
  const [cached, listed, row, signOff] = await Promise.all([
    readStatsMatches([matchId]),
    readListedMatches(),
    readMatch(matchId),
    readMatchSignOff(matchId),
  ]);
  const match = cached.matches[0];
  if (!match || !row || match.events.length === 0) throw new ScoresheetUnavailableError();
  const listing = listed.find((candidate) => candidate.id === matchId);
  return {
    match: { ...match, match: { ...match.match, league: listing?.league ?? match.match.league } },
    date: localDay(listing?.date),
    quarterLength: await readQuarterLength(row),
    verifiedBy: verificationOf(signOff),
    unreviewed: matchDifferences(match.events, match.match.team1.id).length,
  };
}

function verificationOf({ signedBy, signedAt }: SignOff): Verification | null {
  const day = localDay(signedAt);
  return signedBy && day ? { name: signedBy, day } : null;
}
