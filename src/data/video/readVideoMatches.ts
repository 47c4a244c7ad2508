import { db } from '../db/db';
import type { MatchRow, MatchVideoRow } from '../db/rows';
import { localVideoTable, type LocalVideoRow } from './localVideoTable';
import { byRecentMatch, matchSummaryOf, type MatchSummary } from './matchSummaryOf';

/** A match that can be watched: its server videos and the files picked for it on this device. */
export type VideoMatch = {
  match: MatchSummary;
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
      const name = ofMatch[0]?.match.name ?? `Match ${id}`;
      return {
        match: match
          ? matchSummaryOf(match)
          : { id, name, team1: { id: 0, name: null }, team2: { id: 0, name: null }, status: 'ENDED', date: null },
        videos: ofMatch,
        localVideos: localVideos.filter((row) => row.matchId === id),
      };
    })
    .sort((a, b) => byRecentMatch(a.match, b.match));
}
