import type { Roll } from './clipRoll';

/** The span of video a clip plays, in seconds of its video. */
export type ClipSpan = { start: number; end: number };

/**
 * `[videoTime − pre, videoTime + post]`, never before the video's start nor, once the video's length is
 * known, after its end.
 */
export function buildClip(videoTime: number, roll: Roll, duration?: number | null): ClipSpan {
  const start = Math.max(0, videoTime - roll.pre);
  const end = videoTime + roll.post;
  if (duration == null || !Number.isFinite(duration) || duration <= 0) return { start, end };
  return { start: Math.min(start, duration), end: Math.min(end, duration) };
}
