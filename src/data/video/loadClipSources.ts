import type { $Fetch } from 'ofetch';
import { api } from '../api/api';
import { loadListedMatches } from '../statistics/loadListedMatches';

/**
 * Fetches and caches the events, possessions, rosters and videos of the chosen matches (the statistics
 * screen's loader: one cache, one rule for rows still in the outbox), so their clips list offline later.
 */
export async function loadClipSources(matchIds: readonly number[], client: $Fetch = api): Promise<void> {
  await loadListedMatches(matchIds, () => {}, client);
}
