import { createHash } from 'node:crypto';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { signS3Request } from '../../../../src/server/videos/s3/signS3Request';

export type FakeS3 = Awaited<ReturnType<typeof startFakeS3>>;
export type FakeS3Options = { bucket: string; region: string; accessKeyId: string; secretAccessKey: string };
type StoredObject = { body: Buffer; contentType: string };
type SeenRequest = { method: string; key: string; headers: IncomingMessage['headers'] };

/** Headers every SigV4 request signs; the signer adds them itself. */
const STANDARD_SIGNED = new Set(['host', 'x-amz-date', 'x-amz-content-sha256']);

/**
 * An S3 in memory for tests, path style (`/{bucket}/{key}`): PUT (with a Content-Length), HEAD, GET with one
 * Range, DELETE, and S3's XML errors. Every request must carry a SigV4 Authorization that matches the one
 * recomputed with the known secret; reusing the signer is fair, AWS's published examples pin it.
 * `failWith(500)` makes it answer everything with that error until `failWith(null)`.
 */
export async function startFakeS3(options: FakeS3Options) {
  const objects = new Map<string, StoredObject>();
  const requests: SeenRequest[] = [];
  let failure: number | null = null;

  const handle = async (request: IncomingMessage, response: ServerResponse) => {
    const body = await readBody(request);
    const url = new URL(request.url ?? '/', 'http://fake-s3');
    const [, bucket = '', ...keyParts] = url.pathname.split('/').map(decodeURIComponent);
    const key = keyParts.join('/');
    requests.push({ method: request.method ?? '', key, headers: request.headers });
    if (failure !== null) return sendError(response, failure, failure === 503 ? 'SlowDown' : 'InternalError');
    const refusal = checkSignature(request, url, body, options);
    if (refusal) return sendError(response, refusal.status, refusal.code);
    if (bucket !== options.bucket) return sendError(response, 404, 'NoSuchBucket');
    if (request.method === 'PUT') return putObject(request, response, key, body);
    if (request.method === 'DELETE') {
      objects.delete(key);
      return response.writeHead(204).end();
    }
    const object = objects.get(key);
    if (request.method === 'HEAD') {
      if (!object) return response.writeHead(404).end();
      return response.writeHead(200, objectHeaders(object, object.body.length)).end();
    }
    if (request.method === 'GET') return getObject(request, response, object);
    return sendError(response, 405, 'MethodNotAllowed');
  };

  const putObject = (request: IncomingMessage, response: ServerResponse, key: string, body: Buffer) => {
    if (request.headers['content-length'] === undefined) return sendError(response, 411, 'MissingContentLength');
    objects.set(key, { body, contentType: request.headers['content-type'] ?? 'binary/octet-stream' });
    response.writeHead(200, { ETag: `"${createHash('md5').update(body).digest('hex')}"` }).end();
  };

  const getObject = (request: IncomingMessage, response: ServerResponse, object: StoredObject | undefined) => {
    if (!object) return sendError(response, 404, 'NoSuchKey');
    const range = request.headers.range?.match(/^bytes=(\d+)-(\d*)$/);
    if (!range) return response.writeHead(200, objectHeaders(object, object.body.length)).end(object.body);
    const size = object.body.length;
    const start = Number(range[1]);
    const end = Math.min(range[2] ? Number(range[2]) : size - 1, size - 1);
    if (start >= size) return sendError(response, 416, 'InvalidRange');
    response
      .writeHead(206, { ...objectHeaders(object, end - start + 1), 'Content-Range': `bytes ${start}-${end}/${size}` })
      .end(object.body.subarray(start, end + 1));
  };

  const server = createServer((request, response) => {
    handle(request, response).catch((error: unknown) => sendError(response, 500, 'InternalError', String(error)));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    endpoint: `http://127.0.0.1:${port}`,
    objects,
    requests,
    failWith: (status: number | null) => {
      failure = status;
    },
    close: () =>
      new Promise<void>((resolve) => {
        server.close(() => resolve());
        server.closeAllConnections();
      }),
  };
}

function objectHeaders(object: StoredObject, length: number): Record<string, string> {
  return { 'Content-Type': object.contentType, 'Content-Length': String(length), 'Accept-Ranges': 'bytes' };
}

/** What S3 would refuse before looking at the bucket: no or a wrong signature, a body not matching its hash. */
function checkSignature(
  request: IncomingMessage,
  url: URL,
  body: Buffer,
  options: FakeS3Options,
): { status: number; code: string } | null {
  const authorization = request.headers.authorization;
  if (!authorization) return { status: 403, code: 'AccessDenied' };
  const parts = authorization.match(
    /^AWS4-HMAC-SHA256 Credential=([^/]+)\/\d{8}\/([^/]+)\/s3\/aws4_request, ?SignedHeaders=([^,]+), ?Signature=([0-9a-f]{64})$/,
  );
  if (!parts) return { status: 400, code: 'AuthorizationHeaderMalformed' };
  const [, accessKeyId, region, signedHeaders = '', signature] = parts;
  if (accessKeyId !== options.accessKeyId) return { status: 403, code: 'InvalidAccessKeyId' };
  if (region !== options.region) return { status: 400, code: 'AuthorizationHeaderMalformed' };
  const amzDate = String(request.headers['x-amz-date'] ?? '');
  const payloadHash = String(request.headers['x-amz-content-sha256'] ?? '');
  const headers = Object.fromEntries(
    signedHeaders
      .split(';')
      .filter((name) => !STANDARD_SIGNED.has(name))
      .map((name) => [name, String(request.headers[name] ?? '')]),
  );
  const expected = signS3Request(
    {
      method: request.method ?? '',
      host: request.headers.host ?? '',
      path: url.pathname.split('/').map(decodeURIComponent).join('/'),
      query: Object.fromEntries(url.searchParams),
      headers,
      payloadHash,
      region: options.region,
      now: new Date(amzDate.replace(/^(\d{4})(\d{2})(\d{2})T(\d{2})(\d{2})(\d{2})Z$/, '$1-$2-$3T$4:$5:$6Z')),
    },
    options,
  );
  if (!expected.authorization?.endsWith(`Signature=${signature}`))
    return { status: 403, code: 'SignatureDoesNotMatch' };
  const isPayloadSigned = payloadHash !== 'UNSIGNED-PAYLOAD';
  if (isPayloadSigned && createHash('sha256').update(body).digest('hex') !== payloadHash) {
    return { status: 400, code: 'XAmzContentSHA256Mismatch' };
  }
  return null;
}

function sendError(response: ServerResponse, status: number, code: string, message = code): void {
  const xml = `<?xml version="1.0" encoding="UTF-8"?>\n<Error><Code>${code}</Code><Message>${message}</Message></Error>`;
  response.writeHead(status, { 'Content-Type': 'application/xml' }).end(xml);
}

async function readBody(request: IncomingMessage): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of request as AsyncIterable<Buffer>) chunks.push(chunk);
  return Buffer.concat(chunks);
}
