/** Anything that covers a match or one of its quarters: a match video, a local file. */
export type VideoCover = { match: { id: number }; quarter?: number | null };

/**
 * The video in which an event is seen: its quarter's own video, else the match's whole-match video
 * (quarter null), else none. An event's videoTime is a second in that video (docs/design.md §6, §8).
 */
export function videoForEvent<V extends VideoCover>(
  videos: readonly V[],
  event: { match: { id: number }; quarter: number },
): V | null {
  const ofMatch = videos.filter((video) => video.match.id === event.match.id);
  return (
    ofMatch.find((video) => video.quarter === event.quarter) ?? ofMatch.find((video) => video.quarter == null) ?? null
  );
}
