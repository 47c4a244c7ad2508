import { randomBytes } from 'node:crypto';
import { existsSync } from 'node:fs';
import { mkdir, readFile, rm, writeFile } from 'node:fs/promises';
import { setTimeout as sleep } from 'node:timers/promises';
import type { BackupAnswer } from './answerBackupRequests';
import { backupRequestPaths } from './backupRequestPaths';

/**
 * Asks the server process `pid`, which holds the database open, to write a backup to `path`
 * (see answerBackupRequests), and waits for its answer.
 */
export async function requestServerBackup(
  dataDir: string,
  pid: number,
  path: string,
  timeoutMs = 300_000,
): Promise<{ path: string; bytes: number; ms: number }> {
  const paths = backupRequestPaths(dataDir, randomBytes(8).toString('hex'));
  if (!existsSync(paths.listener(pid))) {
    throw new Error(
      `the server running on ${dataDir} (pid ${pid}) does not take backup requests; stop it, then run the backup again`,
    );
  }
  await mkdir(paths.dir, { recursive: true });
  await writeFile(paths.request, JSON.stringify({ path }));
  try {
    process.kill(pid, 'SIGUSR2');
    const deadline = Date.now() + timeoutMs;
    while (Date.now() < deadline) {
      const answer = await readAnswer(paths.answer);
      if (answer && 'error' in answer) throw new Error(`the server could not write the backup: ${answer.error}`);
      if (answer) return answer;
      await sleep(100);
    }
    throw new Error(`the server (pid ${pid}) did not answer the backup request within ${timeoutMs / 1000} s`);
  } finally {
    await rm(paths.request, { force: true });
    await rm(paths.answer, { force: true });
  }
}

async function readAnswer(path: string): Promise<BackupAnswer | null> {
  try {
    return JSON.parse(await readFile(path, 'utf8')) as BackupAnswer;
  } catch {
    return null;
  }
}
