import http, { type IncomingMessage } from 'node:http';
import https from 'node:https';
import type { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';

/** A storage that accepts the connection but stays silent this long counts as unreachable. */
const SILENCE_TIMEOUT_MS = 30_000;

export type S3HttpRequest = { method: string; headers: Record<string, string>; body?: Readable };

/**
 * One HTTP exchange with the storage, answering once the response headers are in; the caller reads or
 * drains the body. Node's http rather than fetch, because fetch would send a streamed body chunked and S3
 * wants its Content-Length. Rejects when the storage cannot be reached or falls silent.
 */
export function sendS3Request(url: URL, init: S3HttpRequest): Promise<IncomingMessage> {
  return new Promise((resolve, reject) => {
    const client = url.protocol === 'https:' ? https : http;
    const request = client.request(url, { method: init.method, headers: init.headers }, (response) => {
      // From here the reader sets the pace: a paused video player is not a silent storage.
      request.setTimeout(0);
      resolve(response);
    });
    request.setTimeout(SILENCE_TIMEOUT_MS, () =>
      request.destroy(new Error(`The storage sent nothing for ${SILENCE_TIMEOUT_MS / 1000} s`)),
    );
    request.on('error', reject);
    if (init.body) pipeline(init.body, request).catch(reject);
    else request.end();
  });
}
