import { rm } from 'node:fs/promises';
import { listBackups } from './listBackups';

/** Keeps the newest `keep` backups in `dir` and deletes older ones; files of any other name are never touched. */
export async function pruneBackups(dir: string, keep: number): Promise<string[]> {
  const old = (await listBackups(dir)).slice(keep);
  for (const backup of old) await rm(backup.path, { force: true });
  return old.map((backup) => backup.path);
}
