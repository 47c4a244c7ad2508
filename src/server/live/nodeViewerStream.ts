import type { ServerResponse } from 'node:http';
import type { LiveViewer, ViewerStream } from './liveViewer';

/**
 * Streams a viewer straight to Node's response, for the thousands of idle viewers one process holds: web
 * streams cost tens of kilobytes per connection, the socket alone a few. The app answers with an empty body
 * and its usual headers; the server adapter then writes the head and ends the response, and that end is
 * held back here: from then on the viewer writes to the socket until it or the share goes. A write waits
 * for the socket to drain only when its buffer is full, which is what keeps a slow viewer latest-only (and
 * lets createLiveViewer count what it misses).
 */
export function nodeViewerStream(outgoing: ServerResponse, viewer: LiveViewer): void {
  const end = outgoing.end.bind(outgoing);
  const stream: ViewerStream = {
    closed: false,
    aborted: false,
    write: (bytes) => {
      if (outgoing.write(bytes)) return Promise.resolve();
      return new Promise<void>((resolve) => {
        const done = () => {
          outgoing.off('drain', done);
          outgoing.off('close', done);
          resolve();
        };
        outgoing.on('drain', done);
        outgoing.on('close', done);
      });
    },
  };
  outgoing.end = ((...args: unknown[]) => {
    if (stream.closed || stream.aborted) return end(...(args as []));
    outgoing.flushHeaders();
    viewer.attach(stream);
    return outgoing;
  }) as ServerResponse['end'];
  outgoing.on('close', () => {
    stream.aborted = true;
    viewer.close();
  });
  void viewer.closed.then(() => {
    stream.closed = true;
    // A socket that never took what was written would hold its end back until TCP gives up: it goes at once.
    if (outgoing.writableLength > 0) outgoing.destroy();
    // Before the adapter wrote the head, its own end (let through now) closes the answer.
    else if (outgoing.headersSent) end();
  });
}
