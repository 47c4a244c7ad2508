import { eq } from 'drizzle-orm';
import type { LiveSnapshot } from '../../domain/live/liveSnapshot';
import type { Database, Listen } from '../db/database';
import { liveShare } from '../db/schema';
import type { Logger } from '../http/logger';
import { buildLiveSnapshot } from './buildLiveSnapshot';
import { liveFrame } from './liveFrame';
import type { LiveViewer } from './liveViewer';
import { loadLiveMatch } from './loadLiveMatch';

/** The channel migration 0003's trigger notifies with a match id on every write to a shared match. */
export const LIVE_CHANNEL = 'live_match';

export type LiveHubOptions = {
  db: Database;
  /** The database's notifications; without it only changes reported through `changed` are published. */
  listen?: Listen;
  log: Logger;
  /** Changes closer together than this are published as one snapshot. */
  coalesceMs?: number;
  /**
   * A rebuild reads the whole match, on the connection the writers need too: under a stream of writes a
   * match is rebuilt at most this often, so scorers keep their pace and viewers still see it within 1 s.
   */
  minRebuildGapMs?: number;
  /** A comment line keeps idle connections open through proxies. */
  heartbeatMs?: number;
};

type Published = { snapshot: LiveSnapshot; frame: Uint8Array };

type WatchedMatch = {
  matchId: number;
  shareId: string;
  viewers: Set<LiveViewer>;
  current: Published | null;
  timer: NodeJS.Timeout | null;
  building: Promise<void> | null;
  isStale: boolean;
  /** When the last rebuild ended (performance.now()). */
  builtAt: number;
};

export type LiveHub = ReturnType<typeof createLiveHub>;

const HEARTBEAT = new TextEncoder().encode(': heartbeat\n\n');

/**
 * The one fan-out of live snapshots in a server process. A match is watched while it has viewers; each
 * change the database reports for it (any write path, any replica) schedules one rebuild after a short
 * pause that gathers a burst, and the snapshot is built and encoded once, then handed to every viewer
 * (createLiveViewer keeps a slow one to the latest). A share deleted or replaced closes its streams.
 */
export function createLiveHub(options: LiveHubOptions) {
  const { db, log } = options;
  const coalesceMs = options.coalesceMs ?? 50;
  const minRebuildGapMs = options.minRebuildGapMs ?? 250;
  const watched = new Map<number, WatchedMatch>();
  const opening = new Map<string, Promise<WatchedMatch | null>>();
  const lastVersion = new Map<number, number>();
  let listening: Promise<(() => Promise<void>) | null> | null = null;
  let isClosed = false;
  const heartbeat = setInterval(() => {
    for (const match of watched.values()) for (const viewer of match.viewers) viewer.ping(HEARTBEAT);
  }, options.heartbeatMs ?? 15_000);
  heartbeat.unref();

  /** Grows on every rebuild, and across restarts too (it starts from the clock), so Last-Event-ID can compare. */
  const nextVersion = (matchId: number) => {
    const version = Math.max((lastVersion.get(matchId) ?? 0) + 1, Date.now());
    lastVersion.set(matchId, version);
    return version;
  };

  const findShare = async (where: { shareId: string } | { matchId: number }) => {
    const condition = 'shareId' in where ? eq(liveShare.shareId, where.shareId) : eq(liveShare.matchId, where.matchId);
    const [share] = await db.select().from(liveShare).where(condition).limit(1);
    return share ?? null;
  };

  const publish = async (matchId: number, shareId: string): Promise<Published | null> => {
    const share = await findShare({ matchId });
    if (!share || share.shareId !== shareId) return null;
    const data = await loadLiveMatch(db, matchId);
    if (!data) return null;
    const snapshot = buildLiveSnapshot(data, share.showNames, nextVersion(matchId));
    return { snapshot, frame: liveFrame(snapshot) };
  };

  const forget = (match: WatchedMatch) => {
    if (watched.get(match.matchId) === match) watched.delete(match.matchId);
    if (match.timer) clearTimeout(match.timer);
    match.timer = null;
    for (const viewer of match.viewers) viewer.close();
    match.viewers.clear();
  };

  const rebuild = async (match: WatchedMatch) => {
    const published = await publish(match.matchId, match.shareId);
    if (!published) return forget(match);
    match.current = published;
    for (const viewer of match.viewers) viewer.send(published.frame);
  };

  /** One rebuild at a time per match; a change during one asks for another after it. */
  const run = (match: WatchedMatch): Promise<void> => {
    if (match.building) {
      match.isStale = true;
      return match.building;
    }
    match.building = rebuild(match).finally(() => {
      match.building = null;
      match.builtAt = performance.now();
      if (match.isStale) {
        match.isStale = false;
        changed(match.matchId);
      }
    });
    return match.building;
  };

  /** A write to the match was committed: its viewers get a new snapshot shortly (bursts become one). */
  const changed = (matchId: number) => {
    const match = watched.get(matchId);
    if (!match || match.timer || isClosed) return;
    match.timer = setTimeout(
      () => {
        match.timer = null;
        run(match).catch((error: unknown) =>
          log.warn({ msg: 'live snapshot not built', matchId, error: String(error) }),
        );
      },
      Math.max(coalesceMs, match.builtAt + minRebuildGapMs - performance.now()),
    );
  };

  const startListening = () => {
    listening ??= options.listen
      ? options
          .listen(
            LIVE_CHANNEL,
            (payload) => {
              const matchId = Number(payload);
              if (Number.isSafeInteger(matchId)) changed(matchId);
            },
            () => watched.forEach((match) => changed(match.matchId)),
          )
          .catch((error: unknown) => {
            log.error({ msg: 'live changes not listened to', error: String(error) });
            return null;
          })
      : Promise.resolve(null);
    return listening;
  };

  const open = async (shareId: string): Promise<WatchedMatch | null> => {
    await startListening();
    const share = await findShare({ shareId });
    if (!share || isClosed) return null;
    const existing = watched.get(share.matchId);
    if (existing?.shareId === shareId && existing.current) return existing;
    if (existing) forget(existing);
    // Watched before its first build, so a change committed meanwhile schedules another.
    const match: WatchedMatch = {
      matchId: share.matchId,
      shareId,
      viewers: new Set(),
      current: null,
      timer: null,
      building: null,
      isStale: false,
      builtAt: -Infinity,
    };
    watched.set(share.matchId, match);
    try {
      await run(match);
    } catch (error) {
      forget(match);
      throw error;
    }
    return watched.get(share.matchId) === match ? match : null;
  };

  const watchedShare = (shareId: string) => {
    for (const match of watched.values()) if (match.shareId === shareId && match.current) return match;
    return null;
  };

  return {
    /**
     * Adds a viewer of a share, sends it the current snapshot unless `lastEventId` says it has it, and answers
     * the function that removes it again; null when no such share exists. Later snapshots follow until the
     * viewer or the share goes.
     */
    watch: async (shareId: string, viewer: LiveViewer, lastEventId?: string): Promise<(() => void) | null> => {
      let match = watchedShare(shareId);
      if (!match) {
        let pending = opening.get(shareId);
        if (!pending) {
          pending = open(shareId).finally(() => opening.delete(shareId));
          opening.set(shareId, pending);
        }
        match = await pending;
      }
      // The share may have gone while this viewer waited for it.
      const current = match?.current;
      if (!match || !current || isClosed || watched.get(match.matchId) !== match) return null;
      const followed = match;
      followed.viewers.add(viewer);
      // A viewer that reconnects with the current version already has it; any other gets the whole state.
      if (lastEventId !== String(current.snapshot.version)) viewer.send(current.frame);
      return () => {
        followed.viewers.delete(viewer);
        if (followed.viewers.size === 0) forget(followed);
      };
    },
    /** The share's snapshot now (the watched one when viewers are following it), or null: no such share. */
    snapshotOf: async (shareId: string): Promise<LiveSnapshot | null> => {
      const match = watchedShare(shareId);
      if (match?.current) return match.current.snapshot;
      const share = await findShare({ shareId });
      return share && ((await publish(share.matchId, shareId))?.snapshot ?? null);
    },
    changed,
    /** The share was deleted here: its streams close at once (other replicas hear it from the database). */
    revoked: (matchId: number) => {
      const match = watched.get(matchId);
      if (match) forget(match);
    },
    /** Starts listening to the database now rather than with the first viewer. */
    start: async () => {
      await startListening();
    },
    /** How many matches are watched and by how many viewers, for the log and the bench. */
    size: () => {
      let viewers = 0;
      for (const match of watched.values()) viewers += match.viewers.size;
      return { matches: watched.size, viewers };
    },
    /** Closes every stream and stops listening (server shutdown). */
    close: async () => {
      isClosed = true;
      clearInterval(heartbeat);
      for (const match of [...watched.values()]) forget(match);
      const unlisten = await listening;
      listening = null;
      await unlisten?.();
    },
  };
}
