import { SLICED_QUARTERS, summarizeMatch, type StatsMatch } from '../../domain/stats';
import { db } from '../db/db';
import { statsMatchOf } from './statsMatchOf';
import { toStoredSummary } from './storedMatchSummary';
import type { SummaryPart } from './summaryPart';

/** The tables storeMatchSummary reads and writes: a caller's transaction it joins must include them. */
export const SUMMARY_TABLES = [
  db.matches,
  db.events,
  db.possessions,
  db.matchPlayers,
  db.matchSummaries,
  db.matchQuarterSummaries,
];

/**
 * Computes a match's statistics summary (or its slices of every sliced quarter: the log is read once for all
 * of them) from its cached log and stores it (in its stored form), reading and writing in one transaction, so
 * no write of the log can fall between the two (a later write drops the summary and its slices again).
 * Inside a caller's transaction it joins it; that one must include SUMMARY_TABLES. A match that is not cached
 * (no row in db.matches) gets nothing stored.
 */
export function storeMatchSummary(match: StatsMatch['match'], part: SummaryPart = 'match'): Promise<void> {
  return db.transaction('rw', SUMMARY_TABLES, async () => {
    // A match no longer cached (its user left the device, or the cache was cleared) gets nothing: a computation
    // running in the background when the cache was emptied must not store figures of it afterwards.
    if ((await db.matches.get(match.id)) === undefined) return;
    const [events, possessions, matchPlayers] = await Promise.all([
      db.events.where('match.id').equals(match.id).toArray(),
      db.possessions.where('match.id').equals(match.id).toArray(),
      db.matchPlayers.where('match.id').equals(match.id).toArray(),
    ]);
    const input = statsMatchOf(match, events, possessions, matchPlayers);
    if (part === 'match') await db.matchSummaries.put(toStoredSummary(summarizeMatch(input)));
    else
      await db.matchQuarterSummaries.bulkPut(
        SLICED_QUARTERS.map((quarter) => toStoredSummary(summarizeMatch(input, quarter))),
      );
  });
}
