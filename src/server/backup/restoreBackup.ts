import { randomBytes } from 'node:crypto';
import { readdir, rename, rm, rmdir } from 'node:fs/promises';
import { join } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { acquireDataDirLock } from '../db/dataDirLock';
import type { BackupManifest } from './backupManifest';
import { extractDataDir } from './extractDataDir';
import { readBackupFile } from './readBackupFile';

/** Restore refuses to overwrite a database: a sentence for the operator. */
export class RestoreRefusedError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'RestoreRefusedError';
  }
}

/**
 * Restores a backup file into `dataDir`, which must hold no database yet: checks the file, takes the data
 * directory's lock (no server may run on it meanwhile), unpacks the database beside `db`, checks every table's
 * row count against the backup's manifest, and only then renames it to `db`.
 */
export async function restoreBackup(file: string, dataDir: string): Promise<BackupManifest> {
  const { manifest, pgdata } = await readBackupFile(file);
  const dbDir = join(dataDir, 'db');
  if ((await entriesOf(dbDir)).length > 0) {
    throw new RestoreRefusedError(
      `${dbDir} already holds a database; restore only into an empty data directory ` +
        `(set DATA_DIR to a new directory, or move ${dbDir} away first)`,
    );
  }
  const lock = acquireDataDirLock(dataDir);
  const staging = join(dataDir, `db.restoring-${randomBytes(4).toString('hex')}`);
  try {
    await extractDataDir(pgdata, staging);
    const client = await PGlite.create(staging);
    try {
      await checkRowCounts(client, manifest.tables);
    } finally {
      await client.close();
    }
    await rmdir(dbDir).catch(() => undefined);
    await rename(staging, dbDir);
    return manifest;
  } catch (error) {
    await rm(staging, { recursive: true, force: true });
    throw error;
  } finally {
    lock.release();
  }
}

async function entriesOf(dir: string): Promise<string[]> {
  try {
    return await readdir(dir);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return [];
    throw error;
  }
}

async function checkRowCounts(client: PGlite, tables: Record<string, number>): Promise<void> {
  for (const [table, expected] of Object.entries(tables)) {
    // The names come from the backup's own manifest, quoted by PostgreSQL when it was written; check the shape anyway.
    if (!/^("[^"]+"|[a-z_][a-z0-9_$]*)\.("[^"]+"|[a-z_][a-z0-9_$]*)$/.test(table)) {
      throw new Error(`the backup's manifest names an odd table: ${table}`);
    }
    const result = await client.query<{ n: string }>(`select count(*)::text as n from ${table}`);
    const found = Number(result.rows[0]!.n);
    if (found !== expected) throw new Error(`restored ${table} has ${found} rows, the backup says ${expected}`);
  }
}
