import type { StatsMatch } from '../../domain/stats';
import { db } from '../db/db';
import { measured } from './measured';
import { storeMatchSummary, SUMMARY_TABLES } from './storeMatchSummary';
import type { SummaryPart } from './summaryPart';

/**
 * Matches per transaction: a live query of the summaries reads them again after each commit, so not one by
 * one; and a capture waits for one batch at most (a few tens of milliseconds per match).
 */
const MATCHES_PER_TRANSACTION = 10;

/** Computes and stores the summaries of the given matches (or their quarter slices) from their cached logs. */
export async function refreshStatsSummaries(
  matches: readonly StatsMatch['match'][],
  part: SummaryPart = 'match',
): Promise<void> {
  for (let start = 0; start < matches.length; start += MATCHES_PER_TRANSACTION) {
    const batch = matches.slice(start, start + MATCHES_PER_TRANSACTION);
    await measured(`statistics: ${part === 'match' ? 'summaries' : 'quarter slices'} computed`, () =>
      db.transaction('rw', SUMMARY_TABLES, async () => {
        for (const match of batch) await storeMatchSummary(match, part);
      }),
    );
  }
}
