import { db } from '../db/db';
import type { MatchVideoRow } from '../db/rows';

/** The cached videos of a match, by quarter (a whole-match video, quarter null, first). */
export async function readMatchVideos(matchId: number): Promise<MatchVideoRow[]> {
  const videos = await db.matchVideos.where('match.id').equals(matchId).toArray();
  return videos.sort((a, b) => (a.quarter ?? 0) - (b.quarter ?? 0));
}
