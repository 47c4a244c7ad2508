import type { Database, Listen } from '../db/database';
import type { Logger } from '../http/logger';
import { buildLiveSnapshot } from './buildLiveSnapshot';
import { createViewerSeats, VIEWER_LIMITS, type ViewerLimits, type ViewerRefusal } from './createViewerSeats';
import { createSnapshotPublisher } from './createSnapshotPublisher';
import type { EncodedSnapshot } from './encodeLiveSnapshot';
import { listenForLiveChanges } from './listenForLiveChanges';
import { createLiveViewer, MAX_MISSED_MESSAGES, type LiveViewer } from './liveViewer';
import { newSharedMatch, type SharedMatch } from './sharedMatch';

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
  /** How many viewers the process and one address may hold (VIEWER_LIMITS unless set). */
  viewerLimits?: Partial<ViewerLimits>;
  /** Messages a viewer may miss in a row behind a socket that does not drain before it is let go. */
  maxMissedMessages?: number;
  /** A snapshot nobody streams is kept this long after its last reader (rebuilt for the next after a change). */
  idleMs?: number;
  /**
   * The database reports a write before the writer's own call returns (PGlite, in process): a share read once is
   * then trusted until a change of its match is reported, and a reader costs no query. Otherwise (PostgreSQL,
   * whose reports come on another connection, from any replica) every request reads its share.
   */
  hearsChangesFirst?: boolean;
  /** The time (ms) a snapshot runs the scorer's reported clock to: the server's clock, which stamps the reports. */
  now?: () => number;
  /** Builds a snapshot from the match's rows (a test counts the builds). */
  buildSnapshot?: typeof buildLiveSnapshot;
};

/** Why a stream was not opened: no such share, or no seat for it (createViewerSeats). */
export type WatchRefusal = 'noShare' | ViewerRefusal;

export type LiveHub = ReturnType<typeof createLiveHub>;

const HEARTBEAT = new TextEncoder().encode(': heartbeat\n\n');

/**
 * The one source of live snapshots in a server process. A shared match's snapshot is kept while it has
 * viewers, or readers within `idleMs`; after a change the database reports for it (any write path, any
 * replica) it is rebuilt once, after a short pause that gathers a burst, for its viewers at once and for
 * readers when the next comes, built and encoded once, then handed to every viewer (createLiveViewer keeps a
 * slow one to the latest and lets a stuck one go) and served to every reader. A share deleted or turned
 * caps-only is never served as before once the change committed; one changed here also keeps what was built
 * before from its viewers. Viewers take seats (createViewerSeats).
 */
export function createLiveHub(options: LiveHubOptions) {
  const { db, log } = options;
  const coalesceMs = options.coalesceMs ?? 50;
  const minRebuildGapMs = options.minRebuildGapMs ?? 250;
  const idleMs = options.idleMs ?? 60_000;
  const {
    findShare,
    publish,
    forget: forgetBuilt,
  } = createSnapshotPublisher(db, options.buildSnapshot ?? buildLiveSnapshot, options.now ?? Date.now);
  const seats = createViewerSeats({ ...VIEWER_LIMITS, ...options.viewerLimits });
  const shared = new Map<number, SharedMatch>();
  const byShareId = new Map<string, SharedMatch>();
  /** Grows with every change of a match's share made here: a build begun before one is not served. */
  const shareChanges = new Map<number, number>();
  /** Grows with every change heard, of any match: a share read while one came in is not remembered. */
  let heard = 0;
  const changes = listenForLiveChanges({
    listen: options.listen,
    log,
    onChange: (matchId) => changed(matchId),
    onResume: () => shared.forEach((match) => changed(match.matchId)),
  });
  let isClosed = false;
  const heartbeat = setInterval(() => {
    for (const match of shared.values()) {
      if (isIdle(match)) forget(match);
      else for (const viewer of match.viewers) viewer.ping(HEARTBEAT);
    }
  }, options.heartbeatMs ?? 15_000);
  heartbeat.unref();

  const isKept = (match: SharedMatch) => shared.get(match.matchId) === match;

  /** Nobody follows it and nobody read it lately, or nothing would tell it of changes: not worth keeping. */
  const isIdle = (match: SharedMatch) =>
    match.viewers.size === 0 && (!changes.isListening() || performance.now() - match.readAt > idleMs);

  const forget = (match: SharedMatch) => {
    if (isKept(match)) {
      shared.delete(match.matchId);
      byShareId.delete(match.shareId);
      forgetBuilt(match.matchId);
    }
    if (match.timer) clearTimeout(match.timer);
    match.timer = null;
    for (const viewer of match.viewers) viewer.close();
    match.viewers.clear();
  };

  const rebuild = async (match: SharedMatch) => {
    const shareChange = shareChanges.get(match.matchId);
    const published = await publish(match);
    if (!isKept(match)) return;
    if (!published) return forget(match);
    // Built from the share as it was before a change reported meanwhile: another build follows.
    if (shareChanges.get(match.matchId) !== shareChange) {
      match.isStale = true;
      return;
    }
    match.current = published;
    for (const viewer of match.viewers) viewer.sendSnapshot(published);
  };

  /** One rebuild at a time per match, covering any change waiting for its turn; one during it asks for another. */
  const run = (match: SharedMatch): Promise<void> => {
    if (match.building) {
      match.isStale = true;
      return match.building;
    }
    if (match.timer) clearTimeout(match.timer);
    match.timer = null;
    const started = performance.now();
    match.building = rebuild(match).finally(() => {
      match.building = null;
      match.builtAt = performance.now();
      match.buildMs = match.builtAt - started;
      if (match.isStale) {
        match.isStale = false;
        scheduleRebuild(match.matchId);
      }
    });
    return match.building;
  };

  /**
   * The match's snapshot is rebuilt shortly (bursts become one). A long build (a match of thousands of events)
   * waits three times its length after the last: rebuilding takes at most a quarter of the process's time.
   */
  const scheduleRebuild = (matchId: number) => {
    const match = shared.get(matchId);
    if (!match || match.timer || isClosed) return;
    if (isIdle(match)) return forget(match);
    const gap = Math.max(minRebuildGapMs, 3 * match.buildMs);
    match.timer = setTimeout(
      () => {
        match.timer = null;
        run(match).catch((error: unknown) =>
          log.warn({ msg: 'live snapshot not built', matchId, error: String(error) }),
        );
      },
      Math.max(coalesceMs, match.builtAt + gap - performance.now()),
    );
  };

  /**
   * A write to the match was committed (its share may be one): the share is read again, and the snapshot
   * rebuilt, for its viewers now, for readers when the next one comes (none may come).
   */
  const changed = (matchId: number) => {
    heard += 1;
    const match = shared.get(matchId);
    if (!match) return;
    match.showNames = null;
    if (match.viewers.size > 0) scheduleRebuild(matchId);
    else match.isOutdated = true;
  };

  /** The share as a request read it while no change was heard since, so no query is needed; else null. */
  const knownShare = (shareId: string) => {
    const match = byShareId.get(shareId);
    return match && match.showNames !== null ? { matchId: match.matchId, shareId, showNames: match.showNames } : null;
  };

  /** Reads the share, remembered on its match unless a change was heard meanwhile; a share gone takes its match. */
  const readShare = async (shareId: string) => {
    const heardBefore = heard;
    const share = await findShare({ shareId });
    const kept = byShareId.get(shareId);
    if (!share && kept) forget(kept);
    if (!share || isClosed) return null;
    const match = matchOf(share);
    if (heard === heardBefore) match.showNames = share.showNames;
    return share;
  };

  /**
   * Hands the share's kept match and its snapshot to `use`, once there is one to serve; null: no such share
   * (any more). The share is as the database has it now (read, or known: `hearsChangesFirst`), so a share
   * deleted or turned caps-only by any path or replica is never served as before once that change committed.
   * `use` runs right after the last check, before anything else can change the match.
   */
  const whenServable = async <T>(shareId: string, use: (match: SharedMatch, current: EncodedSnapshot) => T) => {
    await changes.start();
    const share = (options.hearsChangesFirst ? knownShare(shareId) : null) ?? (await readShare(shareId));
    if (!share) return null;
    const match = matchOf(share);
    match.readAt = performance.now();
    if (match.isOutdated) {
      match.isOutdated = false;
      scheduleRebuild(match.matchId);
    }
    // Without notifications a snapshot nobody streams may be out of date: a reader builds (and shares) a new one.
    if (!changes.isListening() && match.viewers.size === 0 && !match.building) match.current = null;
    const isServable = (current: EncodedSnapshot | null) => current && (share.showNames || !current.showNames);
    while (isKept(match) && !isServable(match.current)) {
      if (match.current) match.current = null;
      await (match.building ?? run(match));
    }
    return isKept(match) && match.current ? use(match, match.current) : null;
  };

  /** The kept match of a share, or a new one (without a snapshot yet) in place of the match's earlier share. */
  const matchOf = (share: { matchId: number; shareId: string }): SharedMatch => {
    const kept = byShareId.get(share.shareId);
    if (kept) return kept;
    const replaced = shared.get(share.matchId);
    if (replaced) forget(replaced);
    const match = newSharedMatch(share);
    shared.set(share.matchId, match);
    byShareId.set(share.shareId, match);
    return match;
  };

  const follow = (match: SharedMatch, current: EncodedSnapshot, release: () => void, lastEventId?: string) => {
    const viewer = createLiveViewer(options.maxMissedMessages ?? MAX_MISSED_MESSAGES);
    match.viewers.add(viewer);
    // A viewer that reconnects with the current version already has it (changes from it follow); any other gets the
    // whole state.
    if (lastEventId === String(current.version)) viewer.holds(current.version);
    else viewer.sendSnapshot({ ...current, patch: null });
    void viewer.closed.then(() => {
      match.viewers.delete(viewer);
      release();
      if (match.viewers.size === 0) match.readAt = performance.now();
    });
    return viewer;
  };

  return {
    /**
     * Opens a stream of a share for a viewer from `address`, sending it the current snapshot unless
     * `lastEventId` says it has it; later snapshots follow until the viewer or the share goes. Answers the
     * viewer to attach, or why there is none.
     */
    watch: async (
      shareId: string,
      from: { address: string; lastEventId?: string },
    ): Promise<{ viewer: LiveViewer } | { refusal: WatchRefusal }> => {
      const seat = seats.take(from.address);
      if (typeof seat === 'string') return { refusal: seat };
      try {
        const viewer = await whenServable(shareId, (match, current) => follow(match, current, seat, from.lastEventId));
        if (viewer) return { viewer };
        seat();
        return { refusal: 'noShare' };
      } catch (error) {
        seat();
        throw error;
      }
    },
    /** The share's snapshot, built once per change for every reader and viewer; null: no such share. */
    snapshotOf: (shareId: string): Promise<EncodedSnapshot | null> =>
      whenServable(shareId, (_match, current) => current),
    changed,
    /**
     * The share's showNames was changed here: from now on nothing built before goes out, not to readers and
     * not to viewers (a message still waiting for a slow one is dropped); the next build shows the change.
     */
    shareChanged: (matchId: number) => {
      shareChanges.set(matchId, (shareChanges.get(matchId) ?? 0) + 1);
      const match = shared.get(matchId);
      if (match) {
        match.current = null;
        for (const viewer of match.viewers) viewer.retract();
      }
      changed(matchId);
    },
    /** The share was deleted here: its streams close and its snapshot goes at once (other replicas hear it from the database). */
    revoked: (matchId: number) => {
      shareChanges.set(matchId, (shareChanges.get(matchId) ?? 0) + 1);
      heard += 1;
      const match = shared.get(matchId);
      if (match) forget(match);
    },
    /** Starts listening to the database now rather than with the first viewer. */
    start: changes.start,
    /** How many matches are followed and by how many viewers, for the log and the bench. */
    size: () => {
      let matches = 0;
      let viewers = 0;
      for (const match of shared.values()) {
        if (match.viewers.size > 0) matches += 1;
        viewers += match.viewers.size;
      }
      return { matches, viewers };
    },
    /** Closes every stream and stops listening (server shutdown). */
    close: async () => {
      isClosed = true;
      clearInterval(heartbeat);
      for (const match of [...shared.values()]) forget(match);
      await changes.stop();
    },
  };
}
