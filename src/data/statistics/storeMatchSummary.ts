import { summarizeMatch, type MatchSummary, type StatsMatch } from '../../domain/stats';
import { db } from '../db/db';
import { statsMatchOf } from './statsMatchOf';
import { toStoredSummary } from './storedMatchSummary';

/**
 * Computes a match's statistics summary from its cached log and stores it (in its stored form), reading and
 * writing in one transaction, so no write of the log can fall between the two (a later write drops the summary
 * again).
 * Inside a caller's transaction it joins it; that one must include the log's tables and db.matchSummaries.
 */
export function storeMatchSummary(match: StatsMatch['match']): Promise<MatchSummary> {
  return db.transaction('rw', [db.events, db.possessions, db.matchPlayers, db.matchSummaries], async () => {
    const [events, possessions, matchPlayers] = await Promise.all([
      db.events.where('match.id').equals(match.id).toArray(),
      db.possessions.where('match.id').equals(match.id).toArray(),
      db.matchPlayers.where('match.id').equals(match.id).toArray(),
    ]);
    const summary = summarizeMatch(statsMatchOf(match, events, possessions, matchPlayers));
    await db.matchSummaries.put(toStoredSummary(summary));
    return summary;
  });
}
