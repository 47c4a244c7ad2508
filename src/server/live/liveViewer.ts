/** Where a viewer's bytes go: hono's SSE stream, or anything with the same members. */
export type ViewerStream = { write: (bytes: Uint8Array) => Promise<unknown>; closed: boolean; aborted: boolean };

export type LiveViewer = {
  /** Queues a snapshot message; a newer one replaces a message still waiting behind a slow connection. */
  send: (frame: Uint8Array) => void;
  /** A keep-alive comment, skipped while a message is on its way (that keeps the connection alive already). */
  ping: (comment: Uint8Array) => void;
  /** Gives the viewer its stream; what was sent before waits for it. */
  attach: (stream: ViewerStream) => void;
  /** Ends the stream: its handler returns and the connection closes. */
  close: () => void;
  /** Settles once the viewer is closed, by the hub or by the other end. */
  closed: Promise<void>;
};

/**
 * One watcher of a live match. Writes never wait for one another: while a write is held up by a slow
 * connection only the latest message is kept, so a slow viewer costs one buffered snapshot and holds up
 * neither the other viewers nor the writers whose changes are being published.
 */
export function createLiveViewer(): LiveViewer {
  let stream: ViewerStream | null = null;
  let isWriting = false;
  let waiting: Uint8Array | null = null;
  let isClosed = false;
  let settle!: () => void;
  const closed = new Promise<void>((resolve) => (settle = resolve));

  const drain = async () => {
    if (!stream || isWriting) return;
    isWriting = true;
    while (waiting && !isClosed && !stream.closed && !stream.aborted) {
      const bytes = waiting;
      waiting = null;
      await stream.write(bytes);
    }
    isWriting = false;
  };
  return {
    send: (frame) => {
      waiting = frame;
      void drain();
    },
    ping: (comment) => {
      if (isWriting || isClosed || waiting) return;
      waiting = comment;
      void drain();
    },
    attach: (target) => {
      stream = target;
      void drain();
    },
    close: () => {
      isClosed = true;
      settle();
    },
    closed,
  };
}
