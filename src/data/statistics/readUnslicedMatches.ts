import { SLICED_QUARTERS } from '../../domain/stats';
import { db } from '../db/db';
import type { CachedStatsSummaries } from './readStatsSummaries';
import type { ListedMatch } from './listedMatch';

/**
 * The matches among those with a current summary that have no quarter slices stored (the slices of all
 * quarters are stored together): their keys only are read, not the rows.
 */
export async function readUnslicedMatches(summaries: CachedStatsSummaries): Promise<ListedMatch[]> {
  const keys = summaries.matches.map(({ match }): [number, number] => [match.id, SLICED_QUARTERS[0]!]);
  const stored = await db.matchQuarterSummaries.where(':id').anyOf(keys).primaryKeys();
  const sliced = new Set(stored.map(([matchId]) => matchId));
  return summaries.matches.flatMap(({ match }) => (sliced.has(match.id) ? [] : [match]));
}
