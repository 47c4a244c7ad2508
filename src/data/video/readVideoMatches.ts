import { db } from '../db/db';
import type { MatchRow, MatchVideoRow } from '../db/rows';
import { localVideoTable, type LocalVideoRow } from './localVideoTable';

/** A match that can be watched: its server videos and the files picked for it on this device. */
export type VideoMatch = {
  match: Pick<MatchRow, 'id' | 'name' | 'team1' | 'team2' | 'status'> & { date: string | null };
  videos: MatchVideoRow[];
  localVideos: LocalVideoRow[];
};

/** The cached matches with a video or a local file, most recent first (works offline). */
export async function readVideoMatches(): Promise<VideoMatch[]> {
  const [videos, localVideos] = await Promise.all([db.matchVideos.toArray(), localVideoTable().toArray()]);
  const ids = [...new Set([...videos.map((video) => video.match.id), ...localVideos.map((row) => row.matchId)])];
  const matches = new Map(
    (await db.matches.bulkGet(ids)).filter((m): m is MatchRow => m !== undefined).map((m) => [m.id, m]),
  );
  return ids
    .map((id): VideoMatch => {
      const match = matches.get(id);
      const ofMatch = videos
        .filter((video) => video.match.id === id)
        .sort((a, b) => (a.quarter ?? 0) - (b.quarter ?? 0));
      const name = match?.name ?? ofMatch[0]?.match.name ?? `Match ${id}`;
      return {
        match: {
          id,
          name,
          team1: match?.team1 ?? { id: 0, name: null },
          team2: match?.team2 ?? { id: 0, name: null },
          status: match?.status ?? 'ENDED',
          date: match?.startsAt ?? match?.startedAt ?? match?.endedAt ?? null,
        },
        videos: ofMatch,
        localVideos: localVideos.filter((row) => row.matchId === id),
      };
    })
    .sort((a, b) => (b.match.date ?? '').localeCompare(a.match.date ?? '') || b.match.id - a.match.id);
}
