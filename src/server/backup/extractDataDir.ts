import { mkdir, writeFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { unpackTar } from './unpackTar';

/**
 * Writes a PGlite data directory tarball (dumpDataDir's) into `dir` on disk, owner-only as PostgreSQL wants.
 * Used instead of PGlite's own `loadDataDir`, which copies through its virtual file system and took 8 s for the
 * demo database where this takes well under one.
 */
export async function extractDataDir(pgdata: Uint8Array, dir: string): Promise<void> {
  await mkdir(dir, { recursive: true, mode: 0o700 });
  for (const member of unpackTar(pgdata)) {
    const path = join(dir, member.name);
    if (member.type === 'directory') {
      await mkdir(path, { recursive: true, mode: 0o700 });
    } else {
      await mkdir(dirname(path), { recursive: true, mode: 0o700 });
      await writeFile(path, member.data, { mode: 0o600 });
    }
  }
}
