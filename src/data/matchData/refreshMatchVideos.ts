import { api } from '../api/api';
import { fetchList } from '../api/fetchList';
import { db } from '../db/db';
import type { MatchVideoRow } from '../db/rows';
import { PAGE_SIZE } from '../../domain/model';

/** A match's videos (spec §7: sort quarter, size 10, matchId). A failure is only logged (spec §8). */
export async function refreshMatchVideos(matchId: number, client = api): Promise<void> {
  try {
    const { items } = await fetchList<MatchVideoRow>(
      '/match-videos',
      { 'matchId.equals': matchId, sort: 'quarter,asc', size: PAGE_SIZE.matchVideos },
      client,
    );
    await db.transaction('rw', db.matchVideos, async () => {
      await db.matchVideos.where('match.id').equals(matchId).delete();
      await db.matchVideos.bulkPut(items);
    });
  } catch (error) {
    console.error(`[matchData] loading the videos of match ${matchId} failed`, error);
  }
}
