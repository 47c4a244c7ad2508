import type { S3Config } from '../../config';
import { encodeS3Path } from './encodeS3Uri';

/** Where an object's requests go: `url` to send to; `host` and the unencoded `path` to sign. */
export type S3ObjectTarget = { url: URL; host: string; path: string };

/**
 * Path style puts the bucket in the path (`endpoint/bucket/key`, MinIO and most self-hosted stores);
 * virtual-hosted style puts it in the host name (`bucket.s3.region.amazonaws.com/key`, AWS's preference).
 */
export function s3ObjectTarget(s3: S3Config, key: string): S3ObjectTarget {
  const endpoint = new URL(s3.endpoint);
  const base = decodeURIComponent(endpoint.pathname).replace(/\/+$/, '');
  const host = s3.forcePathStyle ? endpoint.host : `${s3.bucket}.${endpoint.host}`;
  const path = s3.forcePathStyle ? `${base}/${s3.bucket}/${key}` : `${base}/${key}`;
  return { url: new URL(`${endpoint.protocol}//${host}${encodeS3Path(path)}`), host, path };
}
