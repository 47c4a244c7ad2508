import type { ServerResponse } from 'node:http';
import { Hono } from 'hono';
import { streamSSE } from 'hono/streaming';
import type { AppEnv } from '../http/appEnv';
import { httpProblem } from '../http/problem';
import { createLiveViewer } from '../live/liveViewer';
import { isShareIdShaped } from '../live/isShareIdShaped';
import { nodeViewerStream } from '../live/nodeViewerStream';

const noShare = () => httpProblem(404, 'No live match at this link');


/**
 * The public live match centre (issue 14), no login: `GET /api/live/{shareId}` answers the match's
 * LiveSnapshot, `GET /api/live/{shareId}/stream` streams it as Server-Sent Events, a message per change, the
 * snapshot's version as the message id (Last-Event-ID on reconnect), a comment line as heartbeat. A share id
 * reaches its own match's snapshot and nothing else; an unknown or revoked one is a 404.
 */
export function liveRoutes(): Hono<AppEnv> {
  const router = new Hono<AppEnv>();

  router.get('/:shareId', async (c) => {
    const shareId = c.req.param('shareId');
    const snapshot = isShareIdShaped(shareId) ? await c.get('deps').live.snapshotOf(shareId) : null;
    if (!snapshot) throw noShare();
    c.header('Cache-Control', 'no-store');
    return c.json(snapshot);
  });

  router.get('/:shareId/stream', async (c) => {
    const shareId = c.req.param('shareId');
    if (!isShareIdShaped(shareId)) throw noShare();
    const viewer = createLiveViewer();
    const stop = await c.get('deps').live.watch(shareId, viewer, c.req.header('Last-Event-ID'));
    if (!stop) throw noShare();
    void viewer.closed.then(stop);
    // Proxies that buffer answers (nginx) would hold the messages back.
    c.header('X-Accel-Buffering', 'no');
    // On Node the viewer writes to the socket itself: a viewer then costs a few kilobytes (the bench).
    const outgoing = (c.env as { outgoing?: ServerResponse } | undefined)?.outgoing;
    if (outgoing) {
      nodeViewerStream(outgoing, viewer);
      return c.body(null, 200, { 'Content-Type': 'text/event-stream', 'Cache-Control': 'no-cache' });
    }
    return streamSSE(c, async (stream) => {
      viewer.attach(stream);
      stream.onAbort(viewer.close);
      await viewer.closed;
    });
  });
  return router;
}
