import type { MatchEvent } from '../../../domain/model';
import { videoForEvent } from '../../../domain/video';
import type { VideoSlot } from '../videoSlot';

export type FirstSync = { slot: VideoSlot & { server: NonNullable<VideoSlot['server']> }; events: MatchEvent[] };

/**
 * The video to sync first, when the chosen matches give no clip at all: the first server video of a chosen match that
 * covers events with no video time, and those events. Null while any clip plays (its own Sync here serves).
 */
export function firstSyncOf(
  clipCount: number,
  withoutVideo: readonly MatchEvent[],
  slots: readonly VideoSlot[],
  matches: readonly number[],
): FirstSync | null {
  if (clipCount > 0) return null;
  for (const slot of slots) {
    if (!slot.server || !matches.includes(slot.match.id)) continue;
    const events = withoutVideo.filter((event) => videoForEvent(slots, event) === slot);
    if (events.length > 0) return { slot: slot as FirstSync['slot'], events };
  }
  return null;
}
