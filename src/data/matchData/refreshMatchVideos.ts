import { api } from '../api/api';
import { fetchList } from '../api/fetchList';
import { db } from '../db/db';
import type { MatchVideoRow } from '../db/rows';
import { PAGE_SIZE } from '../../domain/model';
import { overwriteRows } from '../pull/overwriteRows';
import { pullIntoCache } from '../pull/pullIntoCache';
import { refreshVideoAlignments } from '../video/videoAlignments';

/**
 * A match's videos (docs/product.md §7: sort quarter, size 10, matchId), then their alignments with the log. A failure
 * is only logged (docs/product.md §8).
 */
export async function refreshMatchVideos(matchId: number, client = api): Promise<void> {
  try {
    const stored = await pullIntoCache({
      key: `match videos ${matchId}`,
      fetch: () =>
        fetchList<MatchVideoRow>(
          '/match-videos',
          { 'matchId.equals': matchId, sort: 'quarter,asc', size: PAGE_SIZE.matchVideos },
          client,
        ),
      tables: [db.matchVideos],
      store: ({ items }) => overwriteRows(db.matchVideos, db.matchVideos.where('match.id').equals(matchId), items),
    });
    if (stored)
      await refreshVideoAlignments(
        stored.items.map((video) => video.id),
        client,
      );
  } catch (error) {
    console.error(`[matchData] loading the videos of match ${matchId} failed`, error);
  }
}
