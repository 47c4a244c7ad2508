import type { ServerResponse } from 'node:http';
import type { Context } from 'hono';
import { Hono } from 'hono';
import { streamSSE } from 'hono/streaming';
import { clientAddress } from '../auth/clientAddress';
import type { AppEnv } from '../http/appEnv';
import { httpProblem, retryLaterProblem, type ProblemError } from '../http/problem';
import type { WatchRefusal } from '../live/createLiveHub';
import type { EncodedSnapshot } from '../live/encodeLiveSnapshot';
import { isShareIdShaped } from '../live/isShareIdShaped';
import { nodeViewerStream } from '../live/nodeViewerStream';

/** How long a viewer turned away because the server is full is asked to wait before it tries again. */
const RETRY_AFTER_SECONDS = 30;

const noShare = () => httpProblem(404, 'No live match at this link');

/** A stream refused: no such share, a full process (503, come back later) or a full address (429). */
function refusalProblem(refusal: WatchRefusal): ProblemError {
  if (refusal === 'noShare') return noShare();
  if (refusal === 'addressFull')
    return httpProblem(429, 'Too many live streams from one address; close one to open another');
  return retryLaterProblem(
    503,
    'This server follows as many live viewers as it can; try again shortly',
    RETRY_AFTER_SECONDS,
  );
}

/**
 * The public live match centre (issue 14), no login: `GET /api/live/{shareId}` answers the match's
 * LiveSnapshot, `GET /api/live/{shareId}/stream` streams it as Server-Sent Events, a message per change, the
 * snapshot's version as the message id (Last-Event-ID on reconnect), a comment line as heartbeat. A share id
 * reaches its own match's snapshot and nothing else; an unknown or revoked one is a 404. A stream takes one of
 * the process's seats for viewers (live/createViewerSeats.ts): a full process answers 503, a full address 429.
 */
export function liveRoutes(): Hono<AppEnv> {
  const router = new Hono<AppEnv>();

  router.get('/:shareId', async (c) => {
    const shareId = c.req.param('shareId');
    const snapshot = isShareIdShaped(shareId) ? await c.get('deps').live.snapshotOf(shareId) : null;
    if (!snapshot) throw noShare();
    return answerSnapshot(c, snapshot);
  });

  router.get('/:shareId/stream', async (c) => {
    const shareId = c.req.param('shareId');
    if (!isShareIdShaped(shareId)) throw noShare();
    const from = { address: clientAddress(c), lastEventId: c.req.header('Last-Event-ID') };
    const watching = await c.get('deps').live.watch(shareId, from);
    if ('refusal' in watching) throw refusalProblem(watching.refusal);
    const { viewer } = watching;
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

/** The bytes the hub encoded once, gzipped once for all (the app's compression would redo megabytes every time). */
async function answerSnapshot(c: Context<AppEnv>, snapshot: EncodedSnapshot): Promise<Response> {
  c.header('Cache-Control', 'no-store');
  c.header('Vary', 'Accept-Encoding');
  c.header('Content-Type', 'application/json');
  if (!acceptsGzip(c.req.header('Accept-Encoding'))) return c.body(snapshot.body);
  c.header('Content-Encoding', 'gzip');
  return c.body(await snapshot.gzipped());
}

function acceptsGzip(header: string | undefined): boolean {
  return (header ?? '').split(',').some((part) => {
    const [coding, ...parameters] = part.trim().toLowerCase().split(';');
    const refused = parameters.some((parameter) => /^\s*q=0(\.0*)?\s*$/.test(parameter));
    return (coding === 'gzip' || coding === '*') && !refused;
  });
}
