import { existsSync } from 'node:fs';
import { join } from 'node:path';
import type { PGlite } from '@electric-sql/pglite';
import { connectDatabase } from '../db/connect';
import { DataDirInUseError, readDataDirLockHolder } from '../db/dataDirLock';
import { requestServerBackup } from './requestServerBackup';
import { writeBackup } from './writeBackup';

export type BackupResult = { path: string; bytes: number; ms: number; byServer: boolean };

/**
 * Writes a backup of DATA_DIR's database to `path`, whether or not a server runs on it: a running server holds
 * the database and is asked to write it (requestServerBackup); otherwise this process takes the data directory's
 * lock, opens the database, writes the backup and closes it again.
 */
export async function backupDataDir(dataDir: string, path: string): Promise<BackupResult> {
  const holder = readDataDirLockHolder(dataDir);
  if (holder !== null) return { ...(await requestServerBackup(dataDir, holder, path)), byServer: true };
  const dbDir = join(dataDir, 'db');
  if (!existsSync(join(dbDir, 'PG_VERSION'))) throw new Error(`there is no database in ${dbDir} to back up`);
  const started = performance.now();
  let handle: Awaited<ReturnType<typeof connectDatabase>>;
  try {
    handle = await connectDatabase({ pgliteDir: dbDir });
  } catch (error) {
    // A server started between our look at the lock and our own attempt to take it.
    if (error instanceof DataDirInUseError) {
      return { ...(await requestServerBackup(dataDir, error.holderPid, path)), byServer: true };
    }
    throw error;
  }
  try {
    const client = (handle.db as unknown as { $client: PGlite }).$client;
    const written = await writeBackup(client, { dataDir, path });
    return { path: written.path, bytes: written.bytes, ms: Math.round(performance.now() - started), byServer: false };
  } finally {
    await handle.close();
  }
}
