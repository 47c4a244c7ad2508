import { createReadStream, createWriteStream } from 'node:fs';
import { mkdir, rename, rm, stat } from 'node:fs/promises';
import { dirname, resolve, sep } from 'node:path';
import { Readable, Transform } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { httpProblem } from '../http/problem';
import type { ByteRange } from './parseRange';

/**
 * Uploaded match videos on local disk under `${DATA_DIR}/videos`, addressed by a key such as
 * `videos/3/12-9f2c.mp4` (stored in `objectUrlS3`). TODO(S3): when S3_* is set, an S3-compatible store with
 * the same four functions (signed PUT/GET with Range) replaces this one; the key format stays.
 */
export function localVideoStore(dataDir: string) {
  const root = resolve(dataDir);
  const pathOf = (key: string) => {
    const path = resolve(root, key);
    if (!path.startsWith(root + sep)) throw httpProblem(400, 'Invalid video key');
    return path;
  };
  return {
    /** Streams `body` to the key; more than `maxBytes` aborts with 413 and leaves nothing behind. */
    async save(key: string, body: ReadableStream<Uint8Array>, maxBytes: number): Promise<number> {
      const path = pathOf(key);
      const partial = `${path}.part`;
      await mkdir(dirname(path), { recursive: true });
      let bytes = 0;
      const limit = new Transform({
        transform(chunk: Buffer, _encoding, done) {
          bytes += chunk.length;
          done(bytes > maxBytes ? httpProblem(413, `The video is larger than ${maxBytes} bytes`) : null, chunk);
        },
      });
      try {
        await pipeline(Readable.fromWeb(body as never), limit, createWriteStream(partial));
        await rename(partial, path);
      } catch (error) {
        await rm(partial, { force: true });
        throw error;
      }
      return bytes;
    },
    async size(key: string): Promise<number | null> {
      try {
        return (await stat(pathOf(key))).size;
      } catch {
        return null;
      }
    },
    read(key: string, range: ByteRange | null): ReadableStream<Uint8Array> {
      const stream = createReadStream(pathOf(key), range ? { start: range.start, end: range.end } : {});
      return Readable.toWeb(stream) as ReadableStream<Uint8Array>;
    },
    async remove(key: string): Promise<void> {
      await rm(pathOf(key), { force: true });
    },
    /** Where a key lives on disk (tests). */
    pathOf,
  };
}

export type VideoStore = ReturnType<typeof localVideoStore>;
