import { createServer, request, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

const CAPTURE_WRITE = /^\/api\/(events|possessions)(\/\d+)?(\?|$)/;

export type ReleaseProxy = {
  /** The proxy's own origin: a browser context on it has its own service worker and database. */
  url: string;
  /** Publishes a new release: from now on `/sw.js` differs by one byte-changing line, as a new build would. */
  release: () => void;
  /** The release the browser last fetched the service worker of. */
  readonly servedRelease: number;
  /** While true, capture writes answer 503 (the server is there but failing), so the outbox keeps them. */
  holdWrites: boolean;
  close: () => Promise<void>;
};

/**
 * A loopback proxy in front of the shared test server that can publish a "new release" of the app without
 * rebuilding it (the service worker script gets a release marker appended), and can hold capture writes
 * back. Everything else passes through unchanged.
 */
export async function startReleaseProxy(upstream: string): Promise<ReleaseProxy> {
  const target = new URL(upstream);
  let release = 1;
  let servedRelease = 0;
  const proxy: ReleaseProxy = {
    url: '',
    release: () => {
      release += 1;
    },
    get servedRelease() {
      return servedRelease;
    },
    holdWrites: false,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };

  const forward = (incoming: IncomingMessage, outgoing: ServerResponse, rewrite?: (body: string) => string) => {
    const headers = { ...incoming.headers, host: target.host };
    if (rewrite) delete headers['accept-encoding'];
    const upstreamRequest = request(
      { host: target.hostname, port: target.port, method: incoming.method, path: incoming.url, headers },
      (answer) => {
        if (!rewrite) {
          outgoing.writeHead(answer.statusCode ?? 502, answer.headers);
          answer.pipe(outgoing);
          return;
        }
        const chunks: Buffer[] = [];
        answer.on('data', (chunk: Buffer) => chunks.push(chunk));
        answer.on('end', () => {
          const body = rewrite(Buffer.concat(chunks).toString('utf8'));
          const headers = { ...answer.headers, 'content-length': String(Buffer.byteLength(body)) };
          delete headers['content-encoding'];
          outgoing.writeHead(answer.statusCode ?? 502, headers);
          outgoing.end(body);
        });
      },
    );
    upstreamRequest.on('error', () => outgoing.destroy());
    incoming.pipe(upstreamRequest);
  };

  const server = createServer((incoming, outgoing) => {
    const path = incoming.url ?? '/';
    if (proxy.holdWrites && incoming.method !== 'GET' && CAPTURE_WRITE.test(path)) {
      incoming.resume();
      outgoing.writeHead(503, { 'content-type': 'application/problem+json' });
      outgoing.end(JSON.stringify({ title: 'Service Unavailable', status: 503 }));
      return;
    }
    if (incoming.method === 'GET' && path.split('?')[0] === '/sw.js') {
      const current = release;
      forward(incoming, outgoing, (script) => {
        servedRelease = current;
        return release > 1 ? `${script}\n// release ${current}\n` : script;
      });
      return;
    }
    forward(incoming, outgoing);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  proxy.url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return proxy;
}
