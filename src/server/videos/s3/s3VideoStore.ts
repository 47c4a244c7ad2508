import { randomBytes } from 'node:crypto';
import { createReadStream } from 'node:fs';
import { rm } from 'node:fs/promises';
import type { IncomingMessage } from 'node:http';
import { join } from 'node:path';
import { Readable } from 'node:stream';
import type { S3Config } from '../../config';
import type { Logger } from '../../http/logger';
import { httpProblem } from '../../http/problem';
import { contentTypeOfKey } from '../videoContentTypes';
import type { VideoStore } from '../videoStore';
import { type WrittenUpload, writeUploadToFile } from '../writeUploadToFile';
import { s3ObjectTarget } from './s3ObjectTarget';
import { type S3HttpRequest, sendS3Request } from './sendS3Request';
import { EMPTY_PAYLOAD_HASH, signS3Request } from './signS3Request';
import { failedVideoStorage, unreachableVideoStorage, type VideoStorageOperation } from './videoStorageProblems';

export type S3VideoStoreOptions = {
  /** Where uploads wait, whole, before they go to the bucket (under the data dir). */
  spoolDir: string;
  log: Logger;
  clock?: () => Date;
};

type ObjectRequest = { method: string; headers?: Record<string, string>; upload?: WrittenUpload & { path: string } };

/**
 * Uploaded match videos in an S3-compatible bucket (AWS S3, MinIO, Ceph, R2…), one object per key, every
 * request signed with SigV4. S3's errors become problems in videoStorageProblems.
 */
export function s3VideoStore(s3: S3Config, options: S3VideoStoreOptions): VideoStore {
  const { spoolDir, log, clock = () => new Date() } = options;

  const send = async (operation: VideoStorageOperation, key: string, init: ObjectRequest) => {
    const target = s3ObjectTarget(s3, key);
    const signed = signS3Request(
      {
        method: init.method,
        host: target.host,
        path: target.path,
        headers: init.headers ?? {},
        payloadHash: init.upload?.sha256 ?? EMPTY_PAYLOAD_HASH,
        region: s3.region,
        now: clock(),
      },
      s3,
    );
    const { upload } = init;
    const request: S3HttpRequest = upload
      ? {
          method: init.method,
          headers: { ...signed, 'content-length': String(upload.bytes) },
          body: createReadStream(upload.path),
        }
      : { method: init.method, headers: signed };
    try {
      return await sendS3Request(target.url, request);
    } catch (error) {
      throw unreachableVideoStorage(error, operation, log);
    }
  };

  return {
    async save(key, body, maxBytes) {
      // A PUT needs its length up front, so the body waits on disk first (hashed on the way, to be signed).
      const spool = join(spoolDir, `video-upload-${randomBytes(8).toString('hex')}.part`);
      try {
        const upload = { path: spool, ...(await writeUploadToFile(body, spool, maxBytes)) };
        const headers = { 'content-type': contentTypeOfKey(key) };
        const response = await send('save', key, { method: 'PUT', headers, upload });
        if (!isSuccess(response)) throw await failedVideoStorage(response, 'save', key, log);
        response.resume();
        return upload.bytes;
      } finally {
        await rm(spool, { force: true });
      }
    },
    async size(key) {
      const response = await send('size', key, { method: 'HEAD' });
      response.resume();
      if (response.statusCode === 404) return null;
      if (!isSuccess(response)) throw await failedVideoStorage(response, 'size', key, log);
      return Number(response.headers['content-length']);
    },
    async read(key, range) {
      const headers: Record<string, string> = range ? { range: `bytes=${range.start}-${range.end}` } : {};
      const response = await send('read', key, { method: 'GET', headers });
      if (response.statusCode === 404) {
        response.resume();
        throw httpProblem(404, 'This match video has no uploaded file');
      }
      // A storage that ignored the Range would send more bytes than the answer's Content-Length promises.
      if (response.statusCode !== (range ? 206 : 200)) throw await failedVideoStorage(response, 'read', key, log);
      return Readable.toWeb(response) as ReadableStream<Uint8Array>;
    },
    async remove(key) {
      const response = await send('remove', key, { method: 'DELETE' });
      if (!isSuccess(response) && response.statusCode !== 404) {
        throw await failedVideoStorage(response, 'remove', key, log);
      }
      response.resume();
    },
  };
}

function isSuccess(response: IncomingMessage): boolean {
  const status = response.statusCode ?? 0;
  return status >= 200 && status < 300;
}
