import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { readdir, readFile, rename, rm, writeFile } from 'node:fs/promises';
import type { PGlite } from '@electric-sql/pglite';
import type { Logger } from '../http/logger';
import { backupRequestPaths } from './backupRequestPaths';
import { writeBackup } from './writeBackup';

export type BackupAnswer = { path: string; bytes: number; ms: number } | { error: string };

/**
 * Lets `npm run backup` back up the database this server holds open (no other process may open a PGlite
 * directory): on SIGUSR2 the server takes every request file waiting in DATA_DIR/backup-requests, writes the
 * backup each names, and answers beside it. Only a process allowed to signal this one can ask.
 */
export function answerBackupRequests(client: PGlite, dataDir: string, log: Logger): { stop: () => Promise<void> } {
  let running = Promise.resolve();
  const onSignal = () => {
    running = running.then(() => answerWaitingRequests(client, dataDir, log));
  };
  process.on('SIGUSR2', onSignal);
  const paths = backupRequestPaths(dataDir, '');
  mkdirSync(paths.dir, { recursive: true });
  writeFileSync(paths.listener(process.pid), '');
  return {
    /** Stops listening, then waits for a backup under way (the database must stay open until it is written). */
    stop: async () => {
      process.off('SIGUSR2', onSignal);
      rmSync(paths.listener(process.pid), { force: true });
      await running;
    },
  };
}

async function answerWaitingRequests(client: PGlite, dataDir: string, log: Logger): Promise<void> {
  const { dir } = backupRequestPaths(dataDir, '');
  const names = await readdir(dir).catch(() => [] as string[]);
  for (const name of names) {
    const id = /^([a-f0-9]{16})\.request\.json$/.exec(name)?.[1];
    if (id) await answerRequest(client, dataDir, id, log);
  }
}

async function answerRequest(client: PGlite, dataDir: string, id: string, log: Logger): Promise<void> {
  const paths = backupRequestPaths(dataDir, id);
  let answer: BackupAnswer;
  try {
    const { path } = JSON.parse(await readFile(paths.request, 'utf8')) as { path: unknown };
    if (typeof path !== 'string' || !path.endsWith('.tar.gz')) throw new Error('the request names no .tar.gz file');
    const started = performance.now();
    const written = await writeBackup(client, { dataDir, path });
    answer = { path: written.path, bytes: written.bytes, ms: Math.round(performance.now() - started) };
    log.info({ msg: 'backup written', ...answer });
  } catch (error) {
    answer = { error: error instanceof Error ? error.message : String(error) };
    log.error({ msg: 'backup failed', error: answer.error });
  }
  await rm(paths.request, { force: true });
  // Renamed into place so the waiting command never reads half an answer.
  await writeFile(`${paths.answer}.partial`, JSON.stringify(answer));
  await rename(`${paths.answer}.partial`, paths.answer);
}
