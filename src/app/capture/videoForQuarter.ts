import type { MatchVideoRow } from '../../data/db';

/** The video of a quarter: its own, else one with no quarter (it covers the whole match). */
export function videoForQuarter(videos: readonly MatchVideoRow[], quarter: number): MatchVideoRow | null {
  return videos.find((video) => video.quarter === quarter) ?? videos.find((video) => video.quarter == null) ?? null;
}
