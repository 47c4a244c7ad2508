import type { PGlite } from '@electric-sql/pglite';
import type { DatabaseHandle } from '../db/database';
import type { Logger } from '../http/logger';
import { answerBackupRequests } from './answerBackupRequests';
import { takeDueBackup } from './takeDueBackup';

/** How often the server looks whether the daily backup is due; hourly copes with sleeps and clock changes. */
const CHECK_EVERY_MS = 3600_000;

/**
 * The running server's part in backups: on the embedded database it answers `npm run backup` (SIGUSR2) and,
 * when BACKUP_DIR is set, writes the daily backup (one at start when none is a day old). PostgreSQL has its
 * own tools (pg_dump); BACKUP_DIR there is only acknowledged, once, in the log.
 */
export function startBackups(options: {
  handle: DatabaseHandle;
  dataDir: string;
  /** False for an in-memory database: there is no data directory anyone could ask about. */
  isPersistent: boolean;
  log: Logger;
  backupDir?: string | undefined;
}): { stop: () => Promise<void> } {
  const { handle, dataDir, log } = options;
  const { backupDir } = options;
  if (handle.kind !== 'pglite') {
    if (backupDir) log.warn({ msg: 'BACKUP_DIR is ignored on PostgreSQL: back the database up with pg_dump' });
    return { stop: async () => {} };
  }
  const client = (handle.db as unknown as { $client: PGlite }).$client;
  const requests = options.isPersistent ? answerBackupRequests(client, dataDir, log) : null;
  if (!backupDir) return { stop: async () => requests?.stop() };
  let running: Promise<void> | null = null;
  const check = () => {
    running ??= takeDueBackup(client, { dataDir, backupDir, now: new Date() })
      .then(
        (written) => {
          if (written) log.info({ msg: 'daily backup written', path: written.path, bytes: written.bytes });
        },
        (error: unknown) => log.error({ msg: 'daily backup failed', backupDir, error: String(error) }),
      )
      .finally(() => (running = null));
  };
  check();
  const timer = setInterval(check, CHECK_EVERY_MS);
  timer.unref();
  return {
    /** Waits for a backup under way: the database must stay open until it is written. */
    stop: async () => {
      clearInterval(timer);
      await Promise.all([requests?.stop(), running]);
    },
  };
}
