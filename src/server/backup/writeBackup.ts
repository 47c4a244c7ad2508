import { randomBytes } from 'node:crypto';
import { mkdir, rename, rm, writeFile } from 'node:fs/promises';
import { dirname } from 'node:path';
import { promisify } from 'node:util';
import { gzip } from 'node:zlib';
import type { PGlite } from '@electric-sql/pglite';
import { BACKUP_FORMAT_VERSION, type BackupManifest } from './backupManifest';
import { packTar } from './packTar';
import { snapshotDatabase } from './snapshotDatabase';

export type WrittenBackup = { path: string; bytes: number; manifest: BackupManifest };

/**
 * Writes a backup of the open PGlite database to `path`: a gzipped tar of `manifest.json` (row counts, the
 * uploaded videos' index) and `pgdata.tar` (PGlite's data directory). Written under a temporary name and
 * renamed, so a backup file that exists is always whole.
 */
export async function writeBackup(
  client: PGlite,
  options: { dataDir: string; path: string; now?: Date },
): Promise<WrittenBackup> {
  const snapshot = await snapshotDatabase(client, options.dataDir);
  const manifest: BackupManifest = {
    format: 'poolside-backup',
    version: BACKUP_FORMAT_VERSION,
    createdAt: (options.now ?? new Date()).toISOString(),
    postgresVersion: snapshot.postgresVersion,
    tables: snapshot.tables,
    videos: snapshot.videos,
  };
  const archive = packTar([
    { name: 'manifest.json', data: Buffer.from(JSON.stringify(manifest, null, 2)) },
    { name: 'pgdata.tar', data: new Uint8Array(await snapshot.pgdata.arrayBuffer()) },
  ]);
  // zlib's asynchronous gzip runs off the main thread: a server taking a backup keeps answering meanwhile.
  const compressed = await promisify(gzip)(archive);
  await mkdir(dirname(options.path), { recursive: true });
  const partial = `${options.path}.${randomBytes(4).toString('hex')}.partial`;
  try {
    await writeFile(partial, compressed, { flush: true });
    await rename(partial, options.path);
  } catch (error) {
    await rm(partial, { force: true });
    throw error;
  }
  return { path: options.path, bytes: compressed.length, manifest };
}
