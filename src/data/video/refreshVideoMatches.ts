import type { $Fetch } from 'ofetch';
import { api } from '../api/api';
import { db } from '../db/db';
import type { MatchRow, MatchVideoRow } from '../db/rows';
import { cacheMatches } from '../matchData/cacheMatches';
import { fetchEveryPage } from '../pull/fetchEveryPage';
import { overwriteRows } from '../pull/overwriteRows';
import { pullIntoCache } from '../pull/pullIntoCache';

const PAGE_SIZE = 2000;
/** The server's longest `in` list. */
const IDS_PER_REQUEST = 1000;

/** Every match video of the organisation and the matches they belong to. */
async function fetchVideoMatches(client: $Fetch): Promise<{ videos: MatchVideoRow[]; matches: MatchRow[] }> {
  const videos = await fetchEveryPage<MatchVideoRow>('/match-videos', { sort: 'id,asc' }, PAGE_SIZE, client);
  const matchIds = [...new Set(videos.map((video) => video.match.id))];
  const matches: MatchRow[] = [];
  for (let start = 0; start < matchIds.length; start += IDS_PER_REQUEST) {
    const ids = matchIds.slice(start, start + IDS_PER_REQUEST);
    matches.push(
      ...(await fetchEveryPage<MatchRow>('/matches', { 'id.in': ids.join(','), sort: 'id,asc' }, PAGE_SIZE, client)),
    );
  }
  return { videos, matches };
}

/**
 * Fetches every match video of the organisation and the matches they belong to, and caches both, so the
 * video screen lists its matches offline. Cached videos the server no longer has go; a match with a queued
 * start or end keeps its local row.
 */
export async function refreshVideoMatches(client: $Fetch = api): Promise<void> {
  await pullIntoCache({
    key: 'video matches',
    fetch: () => fetchVideoMatches(client),
    tables: [db.matchVideos, db.matches],
    store: async ({ videos, matches }, guard) => {
      await overwriteRows(db.matchVideos, db.matchVideos.toCollection(), videos);
      await cacheMatches(matches, guard);
    },
  });
}
