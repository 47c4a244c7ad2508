import type { $Fetch } from 'ofetch';
import { api } from '../api/api';
import { db } from '../db/db';
import type { MatchRow, MatchVideoRow } from '../db/rows';
import { isSessionOf } from '../auth/isSessionOf';
import { session } from '../auth/session';
import { fetchAllPages } from '../statistics/fetchAllPages';
import { pendingUuids } from '../statistics/pendingUuids';

const PAGE_SIZE = 2000;
/** The server's longest `in` list. */
const IDS_PER_REQUEST = 1000;

/**
 * Fetches every match video of the organisation and the matches they belong to, and caches both, so the
 * video screen lists its matches offline. Cached videos the server no longer has go; a match with a queued
 * start or end (outbox uuid `match:<id>`) keeps its local row.
 */
export async function refreshVideoMatches(client: $Fetch = api): Promise<void> {
  const { token } = session;
  const videos = await fetchAllPages<MatchVideoRow>('/match-videos', { sort: 'id,asc' }, PAGE_SIZE, client);
  const matchIds = [...new Set(videos.map((video) => video.match.id))];
  const matches: MatchRow[] = [];
  for (let start = 0; start < matchIds.length; start += IDS_PER_REQUEST) {
    const ids = matchIds.slice(start, start + IDS_PER_REQUEST);
    matches.push(
      ...(await fetchAllPages<MatchRow>('/matches', { 'id.in': ids.join(','), sort: 'id,asc' }, PAGE_SIZE, client)),
    );
  }
  await db.transaction('rw', [db.matchVideos, db.matches, db.outbox], async () => {
    if (!isSessionOf(token)) return;
    const fromServer = new Set(videos.map((video) => video.id));
    const gone = (await db.matchVideos.toCollection().primaryKeys()).filter((id) => !fromServer.has(id));
    await db.matchVideos.bulkDelete(gone);
    await db.matchVideos.bulkPut(videos);
    const pending = await pendingUuids(matches.map((match) => `match:${match.id}`));
    await db.matches.bulkPut(matches.filter((match) => !pending.has(`match:${match.id}`)));
  });
}
