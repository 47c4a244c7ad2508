import type { $Fetch } from 'ofetch';
import { api } from '../api/api';
import { db } from '../db/db';
import { loadListedMatches } from '../statistics/loadListedMatches';
import { refreshVideoAlignments } from './videoAlignments';

/**
 * Fetches and caches the events, possessions, rosters and videos of the chosen matches (the statistics
 * screen's loader: one cache, one rule for rows still in the outbox), so their clips list offline later; then the
 * alignments of their videos.
 */
export async function loadClipSources(matchIds: readonly number[], client: $Fetch = api): Promise<void> {
  await loadListedMatches(matchIds, () => {}, client);
  const videos = await db.matchVideos
    .where('match.id')
    .anyOf([...matchIds])
    .toArray();
  await refreshVideoAlignments(
    videos.map((video) => video.id),
    client,
  );
}
