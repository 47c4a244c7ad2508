import { createHash } from 'node:crypto';
import { createWriteStream } from 'node:fs';
import { mkdir, rm } from 'node:fs/promises';
import { dirname } from 'node:path';
import { Readable, Transform } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { httpProblem } from '../http/problem';

export type WrittenUpload = { bytes: number; sha256: string };

/**
 * Streams an upload body into `path`, counting and hashing as it goes. Past `maxBytes` it stops with 413;
 * any failure (limit, aborted client, full disk) removes the partial file.
 */
export async function writeUploadToFile(
  body: ReadableStream<Uint8Array>,
  path: string,
  maxBytes: number,
): Promise<WrittenUpload> {
  await mkdir(dirname(path), { recursive: true });
  const hash = createHash('sha256');
  let bytes = 0;
  const limit = new Transform({
    transform(chunk: Buffer, _encoding, done) {
      bytes += chunk.length;
      if (bytes > maxBytes) return done(httpProblem(413, `The video is larger than ${maxBytes} bytes`));
      hash.update(chunk);
      done(null, chunk);
    },
  });
  try {
    await pipeline(Readable.fromWeb(body as never), limit, createWriteStream(path));
  } catch (error) {
    await rm(path, { force: true });
    throw error;
  }
  return { bytes, sha256: hash.digest('hex') };
}
