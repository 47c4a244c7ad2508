import type { MatchVideoRow } from '../../data/db';
import type { LocalVideoRow } from '../../data/video';

/** One watchable video of a match or quarter: the server's, a file picked on this device, or both. */
export type VideoSlot = {
  key: string;
  match: { id: number; name: string };
  /** null: the whole match. */
  quarter: number | null;
  server: MatchVideoRow | null;
  local: LocalVideoRow | null;
};

/** Every slot of the given matches: a server video and a local file of the same match and quarter share one. */
export function videoSlotsOf(
  matches: readonly {
    match: { id: number; name: string };
    videos: readonly MatchVideoRow[];
    localVideos: readonly LocalVideoRow[];
  }[],
): VideoSlot[] {
  return matches.flatMap(({ match, videos, localVideos }) => {
    const quarters = [
      ...new Set([...videos.map((video) => video.quarter ?? null), ...localVideos.map((row) => row.quarter)]),
    ];
    return quarters.map((quarter) => ({
      key: `${match.id}:${quarter ?? 'all'}`,
      match: { id: match.id, name: match.name },
      quarter,
      server: videos.find((video) => (video.quarter ?? null) === quarter) ?? null,
      local: localVideos.find((row) => row.quarter === quarter) ?? null,
    }));
  });
}
