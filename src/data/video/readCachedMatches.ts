import { db } from '../db/db';
import { byRecentMatch, matchSummaryOf, type MatchSummary } from './matchSummaryOf';

/** Every match cached on this device, most recent first: any of them can get a video file picked here. */
export async function readCachedMatches(): Promise<MatchSummary[]> {
  return (await db.matches.toArray()).map(matchSummaryOf).sort(byRecentMatch);
}
