import { videoForEvent, type VideoCover } from '../videoForEvent';
import { alignEvents, type AlignableEvent } from './alignEvents';
import type { AlignmentAnchor } from './alignmentSchema';

/**
 * The events with the video times their videos' alignments give them: each video aligns the events it covers
 * (videoForEvent: its quarter, or the quarters no quarter video covers). Events whose time does not change are
 * answered as they are, so screens can keep their memos.
 */
export function alignVideoTimes<E extends AlignableEvent & { match: { id: number } }, V extends VideoCover>(
  events: readonly E[],
  videos: readonly V[],
  anchorsOf: (video: V) => readonly AlignmentAnchor[] | null | undefined,
): readonly E[] {
  const aligned = new Map<string, number | null>();
  for (const video of videos) {
    const anchors = anchorsOf(video);
    if (!anchors?.length) continue;
    const span = events.filter((event) => videoForEvent(videos, event) === video);
    for (const [uuid, { videoTime, source }] of alignEvents(span, anchors).times) {
      if (source === 'anchor' || source === 'recordedAt' || source === 'gameClock') aligned.set(uuid, videoTime);
    }
  }
  if (aligned.size === 0) return events;
  return events.map((event) => {
    const videoTime = aligned.get(event.uuid);
    return videoTime === undefined || videoTime === event.videoTime ? event : { ...event, videoTime };
  });
}
