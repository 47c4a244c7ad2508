import { readdir, rm, stat } from 'node:fs/promises';
import { join } from 'node:path';

/** Older than any upload still running: a replica sharing the data dir may be mid-upload right now. */
export const STALE_UPLOAD_MS = 24 * 60 * 60 * 1000;
const SPOOLED_UPLOAD = /^video-upload-[0-9a-f]+\.part$/;

/**
 * Removes the spooled uploads a killed server left in `spoolDir` (an upload is spooled there whole before it
 * goes to S3). Only files of that name and older than a day go; anything else in the folder stays. Answers how
 * many were removed; a missing folder is nothing to clean.
 */
export async function removeStaleUploads(spoolDir: string, now = Date.now()): Promise<number> {
  let names: string[];
  try {
    names = await readdir(spoolDir);
  } catch {
    return 0;
  }
  let removed = 0;
  for (const name of names.filter((file) => SPOOLED_UPLOAD.test(file))) {
    const path = join(spoolDir, name);
    const modified = (await stat(path).catch(() => null))?.mtimeMs;
    if (modified === undefined || now - modified < STALE_UPLOAD_MS) continue;
    await rm(path, { force: true });
    removed += 1;
  }
  return removed;
}
