import type { StatsMatch } from '../../domain/stats';
import { storeMatchSummary } from './storeMatchSummary';

/**
 * Computes and stores the summaries of the given matches from their cached logs, one match per transaction
 * so a capture waits for one match at most.
 */
export async function refreshStatsSummaries(matches: readonly StatsMatch['match'][]): Promise<void> {
  for (const match of matches) await storeMatchSummary(match);
}
