/** A snapshot as its messages: whole, and as the change from version `from` when there is one. */
export type SnapshotMessage = { version: number; frame: Uint8Array; patch: { from: number; frame: Uint8Array } | null };

/** Where a viewer's bytes go: hono's SSE stream, or anything with the same members. */
export type ViewerStream = { write: (bytes: Uint8Array) => Promise<unknown>; closed: boolean; aborted: boolean };

export type LiveViewer = {
  /** Queues a snapshot message; a newer one replaces a message still waiting behind a slow connection. */
  send: (frame: Uint8Array) => void;
  /**
   * Queues a snapshot as the change from the one before when the viewer holds that one (nothing else still waiting),
   * else whole: a viewer that fell behind, or just came, gets the whole state.
   */
  sendSnapshot: (snapshot: SnapshotMessage) => void;
  /** The viewer already holds this version (it reconnected with it as Last-Event-ID): changes from it may follow. */
  holds: (version: number) => void;
  /** A keep-alive comment, skipped while a message is on its way (that keeps the connection alive already). */
  ping: (comment: Uint8Array) => void;
  /** Drops a message still waiting, unsent: what it says is no longer to be shown (a share turned caps-only). */
  retract: () => void;
  /** Gives the viewer its stream; what was sent before waits for it. */
  attach: (stream: ViewerStream) => void;
  /** Ends the stream: its handler returns and the connection closes. */
  close: () => void;
  /** Settles once the viewer is closed, by the hub or by the other end. */
  closed: Promise<void>;
};

/**
 * Messages a viewer may miss in a row, each due while its socket still had not taken the one before, before it
 * is let go: with rebuilds at least 250 ms apart and a heartbeat every 15 s, a viewer stuck that long on one
 * write is gone or hopeless, and letting it go frees its seat and the old snapshot its write still holds (it
 * reconnects by itself, with Last-Event-ID, if it is still there).
 */
export const MAX_MISSED_MESSAGES = 8;

/**
 * One watcher of a live match. Writes never wait for one another: while a write is held up by a slow
 * connection only the latest message is kept, so a slow viewer holds at most two snapshots (the one being
 * written and the latest) and holds up neither the other viewers nor the writers whose changes are being
 * published; one that misses more than `maxMissed` messages in a row is closed.
 */
export function createLiveViewer(maxMissed = MAX_MISSED_MESSAGES): LiveViewer {
  let stream: ViewerStream | null = null;
  let isWriting = false;
  let waiting: Uint8Array | null = null;
  /** Whether what is waiting is a snapshot (not a heartbeat): one the viewer will never get once replaced. */
  let isSnapshotWaiting = false;
  /** The version the viewer holds once everything queued is written; null while unknown. */
  let held: number | null = null;
  let missed = 0;
  let isClosed = false;
  let settle!: () => void;
  const closed = new Promise<void>((resolve) => (settle = resolve));

  const close = () => {
    isClosed = true;
    waiting = null;
    settle();
  };
  const drain = async () => {
    if (!stream || isWriting) return;
    isWriting = true;
    while (waiting && !isClosed && !stream.closed && !stream.aborted) {
      const bytes = waiting;
      waiting = null;
      isSnapshotWaiting = false;
      await stream.write(bytes);
      missed = 0;
    }
    isWriting = false;
  };
  /** A message came due while the last one is still on its way: one more missed; true once too many closed it. */
  const isLetGo = () => {
    missed += 1;
    if (missed > maxMissed) close();
    return isClosed;
  };
  return {
    send: (frame) => {
      if (isClosed || (isWriting && isLetGo())) return;
      waiting = frame;
      isSnapshotWaiting = true;
      held = null;
      void drain();
    },
    sendSnapshot: ({ version, frame, patch }) => {
      if (isClosed || (isWriting && isLetGo())) return;
      const isChained = !isSnapshotWaiting && patch !== null && held === patch.from;
      waiting = isChained ? patch.frame : frame;
      isSnapshotWaiting = true;
      held = version;
      void drain();
    },
    holds: (version) => {
      if (!isSnapshotWaiting) held = version;
    },
    ping: (comment) => {
      if (isClosed) return;
      if (isWriting) return void isLetGo();
      if (waiting) return;
      waiting = comment;
      void drain();
    },
    retract: () => {
      waiting = null;
      isSnapshotWaiting = false;
      held = null;
    },
    attach: (target) => {
      stream = target;
      void drain();
    },
    close,
    closed,
  };
}
