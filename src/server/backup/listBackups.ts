import { readdir } from 'node:fs/promises';
import { join } from 'node:path';
import { backupTimeOf } from './backupTimeOf';

export type BackupListing = { path: string; fileName: string; takenAt: Date };

/** The backups in `dir` (files named by backupFileName), newest first; an absent directory holds none. */
export async function listBackups(dir: string): Promise<BackupListing[]> {
  let names: string[];
  try {
    names = await readdir(dir);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return [];
    throw error;
  }
  return names
    .flatMap((fileName) => {
      const takenAt = backupTimeOf(fileName);
      return takenAt ? [{ path: join(dir, fileName), fileName, takenAt }] : [];
    })
    .sort((a, b) => b.takenAt.getTime() - a.takenAt.getTime());
}
