import type { EncodedSnapshot } from './encodeLiveSnapshot';
import type { LiveViewer } from './liveViewer';

/** A shared match whose snapshot a server process keeps, for its viewers and for readers of the snapshot. */
export type SharedMatch = {
  matchId: number;
  shareId: string;
  viewers: Set<LiveViewer>;
  /** Null until the first build, and again from the moment its share changes until a build after that. */
  current: EncodedSnapshot | null;
  /** The share's showNames as a request read it, while no change of the match was heard since; null: read again. */
  showNames: boolean | null;
  /** The rebuild a reported change waits for (createLiveHub gathers a burst of changes into one). */
  timer: NodeJS.Timeout | null;
  building: Promise<void> | null;
  /** A change came during the build under way: another follows it. */
  isStale: boolean;
  /** A change came while nobody streamed it: the next reader has it rebuilt (and gets this one meanwhile). */
  isOutdated: boolean;
  /** When the last rebuild ended (performance.now()), and how long it took. */
  builtAt: number;
  buildMs: number;
  /** When a reader last asked for it or its last viewer left (performance.now()): it goes once idle long enough. */
  readAt: number;
};

/** Kept before its first build, so a change committed meanwhile schedules another. */
export function newSharedMatch(share: { matchId: number; shareId: string }): SharedMatch {
  return {
    matchId: share.matchId,
    shareId: share.shareId,
    viewers: new Set(),
    current: null,
    showNames: null,
    timer: null,
    building: null,
    isStale: false,
    isOutdated: false,
    builtAt: -Infinity,
    buildMs: 0,
    readAt: performance.now(),
  };
}
