import { createReadStream } from 'node:fs';
import { rename, rm, stat } from 'node:fs/promises';
import { resolve, sep } from 'node:path';
import { Readable } from 'node:stream';
import { httpProblem } from '../http/problem';
import type { VideoStore } from './videoStore';
import { writeUploadToFile } from './writeUploadToFile';

/**
 * Uploaded match videos on local disk under `${DATA_DIR}/videos`, addressed by a key such as
 * `videos/3/12-9f2c.mp4` (stored in `objectUrlS3`). The default; s3VideoStore takes its place when S3_BUCKET
 * is set (createVideoStore), with the same keys.
 */
export function localVideoStore(dataDir: string): VideoStore & { pathOf: (key: string) => string } {
  const root = resolve(dataDir);
  const pathOf = (key: string) => {
    const path = resolve(root, key);
    if (!path.startsWith(root + sep)) throw httpProblem(400, 'Invalid video key');
    return path;
  };
  return {
    async save(key, body, maxBytes) {
      const path = pathOf(key);
      // Written beside its final name and renamed, so a reader never sees half a video.
      const partial = `${path}.part`;
      const { bytes } = await writeUploadToFile(body, partial, maxBytes);
      try {
        await rename(partial, path);
      } catch (error) {
        await rm(partial, { force: true });
        throw error;
      }
      return bytes;
    },
    async size(key) {
      try {
        return (await stat(pathOf(key))).size;
      } catch {
        return null;
      }
    },
    async read(key, range) {
      const stream = createReadStream(pathOf(key), range ? { start: range.start, end: range.end } : {});
      return Readable.toWeb(stream) as ReadableStream<Uint8Array>;
    },
    async remove(key) {
      await rm(pathOf(key), { force: true });
    },
    /** Where a key lives on disk (tests). */
    pathOf,
  };
}
