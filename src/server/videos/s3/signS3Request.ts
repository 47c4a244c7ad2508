import { createHash, createHmac } from 'node:crypto';
import { encodeS3Path, encodeS3Query } from './encodeS3Uri';

export type S3Credentials = { accessKeyId: string; secretAccessKey: string };

export type S3RequestToSign = {
  method: string;
  /** `Host` as sent: the endpoint's host, or `bucket.` + it for virtual-hosted buckets. */
  host: string;
  /** The object's path, not yet encoded: `/bucket/videos/3/12-9f2c.mp4`. */
  path: string;
  query?: Record<string, string>;
  /** Further headers to sign (Range, Content-Type…); host, x-amz-date and x-amz-content-sha256 are added. */
  headers?: Record<string, string>;
  /** Hex SHA-256 of the body, or `UNSIGNED-PAYLOAD`. */
  payloadHash: string;
  region: string;
  now: Date;
};

/** SHA-256 of an empty body: the payload hash of GET, HEAD and DELETE. */
export const EMPTY_PAYLOAD_HASH = createHash('sha256').update('').digest('hex');

/**
 * AWS Signature Version 4 for S3 with the `Authorization` header ("Transferring Payload in a Single Chunk").
 * Answers every header to send, the signed ones included.
 */
export function signS3Request(request: S3RequestToSign, credentials: S3Credentials): Record<string, string> {
  const amzDate = toAmzDate(request.now);
  const scope = `${amzDate.slice(0, 8)}/${request.region}/s3/aws4_request`;
  const headers = canonicalHeaders({
    ...request.headers,
    host: request.host,
    'x-amz-content-sha256': request.payloadHash,
    'x-amz-date': amzDate,
  });
  const signedHeaders = Object.keys(headers).join(';');
  const canonicalRequest = [
    request.method,
    encodeS3Path(request.path),
    encodeS3Query(request.query ?? {}),
    ...Object.entries(headers).map(([name, value]) => `${name}:${value}`),
    '',
    signedHeaders,
    request.payloadHash,
  ].join('\n');
  const stringToSign = ['AWS4-HMAC-SHA256', amzDate, scope, sha256Hex(canonicalRequest)].join('\n');
  const key = signingKey(credentials.secretAccessKey, amzDate.slice(0, 8), request.region);
  const signature = hmac(key, stringToSign).toString('hex');
  const credential = `${credentials.accessKeyId}/${scope}`;
  return {
    ...headers,
    authorization: `AWS4-HMAC-SHA256 Credential=${credential},SignedHeaders=${signedHeaders},Signature=${signature}`,
  };
}

/** `20130524T000000Z`: ISO 8601 basic format, whole seconds. */
function toAmzDate(date: Date): string {
  return date
    .toISOString()
    .replace(/\.\d{3}Z$/, 'Z')
    .replace(/[-:]/g, '');
}

/** Lower-case names in sorted order, values trimmed with inner runs of spaces collapsed. */
function canonicalHeaders(headers: Record<string, string>): Record<string, string> {
  const entries = Object.entries(headers).map(([name, value]): [string, string] => [
    name.toLowerCase(),
    value.trim().replace(/ +/g, ' '),
  ]);
  return Object.fromEntries(entries.sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)));
}

/** The key is derived per day, region and service, so a leaked one is worth little. */
function signingKey(secretAccessKey: string, day: string, region: string): Buffer {
  return [region, 's3', 'aws4_request'].reduce((key, part) => hmac(key, part), hmac(`AWS4${secretAccessKey}`, day));
}

function hmac(key: Buffer | string, data: string): Buffer {
  return createHmac('sha256', key).update(data).digest();
}

function sha256Hex(data: string): string {
  return createHash('sha256').update(data).digest('hex');
}
