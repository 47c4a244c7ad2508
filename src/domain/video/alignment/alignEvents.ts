import type { AlignmentAnchor } from './alignmentSchema';

/** What alignment reads of an event (a MatchEvent fits). */
export type AlignableEvent = {
  uuid: string;
  quarter: number;
  /** Seconds from the start of the match (game clock). */
  time: number;
  videoTime?: number | null;
  /** The device instant of capture (ISO-8601), absent from older logs and imported play-by-play. */
  recordedAt?: string | null;
};

/** Where an event's video time came from. */
export type VideoTimeSource = 'handSet' | 'anchor' | 'recordedAt' | 'gameClock' | 'unchanged';
export type AlignedTime = { videoTime: number | null; source: VideoTimeSource };

export type EventAlignment = {
  /** Every event of the span by uuid. */
  times: Map<string, AlignedTime>;
  /** Anchors naming no event of the span: ignored. */
  unknownAnchors: AlignmentAnchor[];
};

export type AlignOptions = {
  /** The quarter the video covers; null or absent: every event given. */
  quarter?: number | null;
};

/**
 * A video time the scorer set: post-match capture beside a video stamps the player's second, while live
 * capture stamps the capture state's 0 (nothing moves it without a video) or nothing.
 */
export function isHandSetVideoTime(event: { videoTime?: number | null }): boolean {
  return event.videoTime != null && event.videoTime > 0;
}

/** A known moment on one clock (an instant or the game clock, in seconds) and its second in the video. */
type Fix = { quarter: number; at: number; videoTime: number };

const instantOf = (event: AlignableEvent): number | null => {
  const ms = event.recordedAt ? Date.parse(event.recordedAt) : Number.NaN;
  return Number.isNaN(ms) ? null : ms / 1000;
};
const byOffset = (fix: Fix, at: number) => fix.videoTime + (at - fix.at);

/**
 * The video second of a moment `at` from the fixes around it (sorted by `at`): linear between two fixes of
 * the event's quarter, so drift is spread; across a quarter break or half-time (the fixes' quarters differ)
 * the event's side of the break keeps its own fix's offset; before the first and after the last fix, the
 * nearest fix's offset.
 */
function place(fixes: readonly Fix[], quarter: number, at: number): number {
  const after = fixes.findIndex((fix) => fix.at > at);
  const next = after === -1 ? undefined : fixes[after];
  const previous = after === -1 ? fixes.at(-1) : fixes[after - 1];
  if (!previous) return byOffset(next!, at);
  if (!next) return byOffset(previous, at);
  if (previous.quarter === quarter && next.quarter === quarter && next.at > previous.at) {
    const rate = (next.videoTime - previous.videoTime) / (next.at - previous.at);
    return previous.videoTime + (at - previous.at) * rate;
  }
  if (previous.quarter === quarter && next.quarter !== quarter) return byOffset(previous, at);
  if (next.quarter === quarter && previous.quarter !== quarter) return byOffset(next, at);
  return at - previous.at <= next.at - at ? byOffset(previous, at) : byOffset(next, at);
}

const sortedFixes = (fixes: Fix[]) => fixes.sort((a, b) => a.at - b.at || a.videoTime - b.videoTime);
const videoSecond = (seconds: number) => Math.max(0, Math.round(seconds * 1000) / 1000);

/**
 * The video time of each event of a video's span from the anchors set on it (docs/design.md §8): by its capture
 * instant (`recordedAt`) between the anchors' instants, else by its game-clock time between the anchors' game
 * times. A hand-set video time wins; an anchored event takes its anchor's time; with no anchor that names an
 * event of the span, nothing changes. Anchors naming no event of the span are ignored and reported.
 */
export function alignEvents(
  events: readonly AlignableEvent[],
  anchors: readonly AlignmentAnchor[],
  options: AlignOptions = {},
): EventAlignment {
  const { quarter = null } = options;
  const span = quarter === null ? events : events.filter((event) => event.quarter === quarter);
  const byUuid = new Map(span.map((event) => [event.uuid, event]));
  const anchored = new Map<string, number>();
  const unknownAnchors: AlignmentAnchor[] = [];
  for (const anchor of anchors) {
    if (byUuid.has(anchor.eventUuid)) anchored.set(anchor.eventUuid, anchor.videoTime);
    else unknownAnchors.push(anchor);
  }
  const instantFixes: Fix[] = [];
  const clockFixes: Fix[] = [];
  for (const [uuid, videoTime] of anchored) {
    const event = byUuid.get(uuid)!;
    const instant = instantOf(event);
    if (instant !== null) instantFixes.push({ quarter: event.quarter, at: instant, videoTime });
    clockFixes.push({ quarter: event.quarter, at: event.time, videoTime });
  }
  sortedFixes(instantFixes);
  sortedFixes(clockFixes);

  const timeOf = (event: AlignableEvent): AlignedTime => {
    const own = event.videoTime ?? null;
    const anchorTime = anchored.get(event.uuid);
    if (anchorTime !== undefined) return { videoTime: anchorTime, source: 'anchor' };
    if (isHandSetVideoTime(event)) return { videoTime: own, source: 'handSet' };
    if (clockFixes.length === 0) return { videoTime: own, source: 'unchanged' };
    const instant = instantOf(event);
    if (instant !== null && instantFixes.length > 0) {
      return { videoTime: videoSecond(place(instantFixes, event.quarter, instant)), source: 'recordedAt' };
    }
    return { videoTime: videoSecond(place(clockFixes, event.quarter, event.time)), source: 'gameClock' };
  };
  return { times: new Map(span.map((event) => [event.uuid, timeOf(event)])), unknownAnchors };
}
