import type { ClipSpan } from './buildClip';

/** What the player does next: keep playing, replay the clip, go on to the next clip, or stop at the end. */
export type PlaybackStep = 'play' | 'loop' | 'next' | 'stop';

export type PlaybackMode = { isLoop: boolean; isAutoplay: boolean; hasNext: boolean };

/**
 * Decided on every frame from the time before and now. Only crossing the clip's end counts, so a user who
 * scrubs past it on purpose is left alone; a video that ended inside the clip counts as its end.
 */
export function playbackStep(
  previousTime: number,
  currentTime: number,
  clip: ClipSpan,
  mode: PlaybackMode,
  hasEnded = false,
): PlaybackStep {
  const isCrossing = previousTime < clip.end && currentTime >= clip.end;
  const isEndedInside = hasEnded && currentTime < clip.end + 0.5 && currentTime >= clip.start;
  if (!isCrossing && !isEndedInside) return 'play';
  if (mode.isLoop) return 'loop';
  return mode.isAutoplay && mode.hasNext ? 'next' : 'stop';
}
