import type { MatchEvent } from '../model';
import type { Clip } from './buildPlaylist';
import type { ClipSpan } from './buildClip';
import type { VideoCover } from './videoForEvent';

export type TimelineMark = { index: number; left: number; width: number; isCurrent: boolean };
export type Timeline = { span: ClipSpan; marks: TimelineMark[] };

/** Seconds of margin shown around a whole-match video's quarter. */
const QUARTER_MARGIN = 10;

/**
 * The timeline of the current clip's quarter: a quarter video whole (once its length is known), a
 * whole-match video from the quarter's first to its last event. Marks are the playlist's clips of that
 * video and quarter, in percent of the span.
 */
export function timelineOf<V extends VideoCover>(
  clips: readonly Clip<V>[],
  currentIndex: number,
  matchEvents: readonly MatchEvent[],
  duration: number | null,
): Timeline | null {
  const current = clips[currentIndex];
  if (!current) return null;
  const isSameQuarter = (clip: Clip<V>) => clip.video === current.video && clip.event.quarter === current.event.quarter;
  const shown = clips.map((clip, index) => ({ clip, index })).filter(({ clip }) => isSameQuarter(clip));
  const known = duration != null && Number.isFinite(duration) && duration > 0 ? duration : null;
  const span = current.video.quarter != null && known !== null ? { start: 0, end: known } : quarterSpan();
  const length = Math.max(1, span.end - span.start);
  const percent = (seconds: number) => Math.min(100, Math.max(0, ((seconds - span.start) / length) * 100));
  return {
    span,
    marks: shown.map(({ clip, index }) => ({
      index,
      left: percent(clip.start),
      width: Math.max(0.5, percent(clip.end) - percent(clip.start)),
      isCurrent: index === currentIndex,
    })),
  };

  function quarterSpan(): ClipSpan {
    const times = matchEvents
      .filter((event) => event.match.id === current!.event.match.id && event.quarter === current!.event.quarter)
      .map((event) => event.videoTime)
      .filter((time): time is number => time != null);
    const starts = [...times.map((t) => t - QUARTER_MARGIN), ...shown.map(({ clip }) => clip.start)];
    const ends = [...times.map((t) => t + QUARTER_MARGIN), ...shown.map(({ clip }) => clip.end)];
    const end = Math.max(...ends);
    return { start: Math.max(0, Math.min(...starts)), end: known !== null ? Math.min(known, end) : end };
  }
}
