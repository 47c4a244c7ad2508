import type { MatchEvent } from '../model';
import { buildClip, type ClipSpan } from './buildClip';
import type { ClipFilter } from './clipFilter';
import { rollOf, type Roll, type RollSettings } from './clipRoll';
import { dropMirroredTwins } from './dropMirroredTwins';
import { isInClipFilter } from './isInClipFilter';
import { videoForEvent, type VideoCover } from './videoForEvent';

/** One event as a clip of the video that covers it. */
export type Clip<V extends VideoCover = VideoCover> = ClipSpan & {
  event: MatchEvent;
  video: V;
  /** The event's second in `video`. */
  videoTime: number;
  roll: Roll;
};

export type PlaylistInput<V extends VideoCover> = {
  /** Both teams' events of the chosen matches, in any order. */
  events: readonly MatchEvent[];
  videos: readonly V[];
  filter: ClipFilter;
  rolls: RollSettings;
  /** Per-clip rolls by event uuid. */
  overrides?: Readonly<Record<string, Partial<Roll>>>;
  /** An event opened by link: listed even where the filter would leave it out. */
  pinnedUuid?: string | null;
};

export type Playlist<V extends VideoCover = VideoCover> = {
  clips: Clip<V>[];
  /** Events the filter keeps that cannot play: no videoTime, or no video covers their quarter. */
  withoutVideo: MatchEvent[];
};

/** Match order as chosen, then the match clock, then the order of recording. */
function playOrder(matches: readonly number[]) {
  return (a: MatchEvent, b: MatchEvent) =>
    matches.indexOf(a.match.id) - matches.indexOf(b.match.id) ||
    a.time - b.time ||
    (a.videoTime ?? 0) - (b.videoTime ?? 0) ||
    (a.id ?? Number.MAX_SAFE_INTEGER) - (b.id ?? Number.MAX_SAFE_INTEGER) ||
    a.uuid.localeCompare(b.uuid);
}

/** The filtered events of the chosen matches as a playlist of clips, in play order. */
export function buildPlaylist<V extends VideoCover>(input: PlaylistInput<V>): Playlist<V> {
  const { filter } = input;
  const kept = input.events.filter(
    (event) =>
      isInClipFilter(event, filter) || (event.uuid === input.pinnedUuid && filter.matches.includes(event.match.id)),
  );
  const unique = filter.team === null ? dropMirroredTwins(kept) : kept;
  const clips: Clip<V>[] = [];
  const withoutVideo: MatchEvent[] = [];
  for (const event of unique.sort(playOrder(filter.matches))) {
    const video = videoForEvent(input.videos, event);
    if (!video || event.videoTime == null) {
      withoutVideo.push(event);
      continue;
    }
    const roll = rollOf(event.type, input.rolls, input.overrides?.[event.uuid]);
    clips.push({ event, video, videoTime: event.videoTime, roll, ...buildClip(event.videoTime, roll) });
  }
  return { clips, withoutVideo };
}
