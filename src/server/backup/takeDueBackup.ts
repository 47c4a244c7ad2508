import { join } from 'node:path';
import type { PGlite } from '@electric-sql/pglite';
import { backupFileName } from './backupFileName';
import { listBackups } from './listBackups';
import { pruneBackups } from './pruneBackups';
import { writeBackup, type WrittenBackup } from './writeBackup';

const DAY_MS = 24 * 3600_000;

/** Backups BACKUP_DIR keeps: two weeks of daily ones. */
export const KEPT_BACKUPS = 14;

/**
 * The daily backup: when the newest backup in `backupDir` is a day old (or there is none), writes a new one and
 * deletes all but the newest KEPT_BACKUPS. Returns the new backup, or null when none was due.
 */
export async function takeDueBackup(
  client: PGlite,
  options: { dataDir: string; backupDir: string; now: Date },
): Promise<WrittenBackup | null> {
  const [newest] = await listBackups(options.backupDir);
  if (newest && options.now.getTime() - newest.takenAt.getTime() < DAY_MS) return null;
  const path = join(options.backupDir, backupFileName(options.now));
  const written = await writeBackup(client, { dataDir: options.dataDir, path, now: options.now });
  await pruneBackups(options.backupDir, KEPT_BACKUPS);
  return written;
}
