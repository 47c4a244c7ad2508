import { summarizeMatch, type MatchSummary, type StatsMatch } from '../../domain/stats';
import { db } from '../db/db';
import { statsMatchOf } from './statsMatchOf';
import { toStoredSummary } from './storedMatchSummary';

/** The tables storeMatchSummary reads and writes: a caller's transaction it joins must include them. */
export const SUMMARY_TABLES = [db.events, db.possessions, db.matchPlayers, db.matchSummaries, db.matchQuarterSummaries];

/**
 * Computes a match's statistics summary (or, given a quarter, its slice of that quarter) from its cached log and
 * stores it (in its stored form), reading and writing in one transaction, so no write of the log can fall
 * between the two (a later write drops the summary and its slices again).
 * Inside a caller's transaction it joins it; that one must include SUMMARY_TABLES.
 */
export function storeMatchSummary(match: StatsMatch['match'], quarter?: number): Promise<MatchSummary> {
  return db.transaction('rw', SUMMARY_TABLES, async () => {
    const [events, possessions, matchPlayers] = await Promise.all([
      db.events.where('match.id').equals(match.id).toArray(),
      db.possessions.where('match.id').equals(match.id).toArray(),
      db.matchPlayers.where('match.id').equals(match.id).toArray(),
    ]);
    const summary = summarizeMatch(statsMatchOf(match, events, possessions, matchPlayers), quarter);
    await (quarter === undefined ? db.matchSummaries : db.matchQuarterSummaries).put(toStoredSummary(summary));
    return summary;
  });
}
