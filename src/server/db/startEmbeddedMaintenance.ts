import type { PGlite } from '@electric-sql/pglite';
import type { Logger } from '../http/logger';
import type { DatabaseHandle } from './database';

/** How often the embedded database is vacuumed and its planner statistics refreshed. */
export const MAINTENANCE_EVERY_MS = 10 * 60_000;

/**
 * What PostgreSQL's autovacuum does by itself, for the embedded database, which has no autovacuum: refreshes
 * the planner's statistics (without them it plans a season's tables as if they were empty, and a linking read
 * may scan a whole match for one row) and reclaims the dead row versions that every linking update leaves.
 * Once when the server starts serving, then every MAINTENANCE_EVERY_MS; never two at once. PostgreSQL needs
 * none of it.
 */
export function startEmbeddedMaintenance(
  handle: DatabaseHandle,
  log: Logger,
  everyMs = MAINTENANCE_EVERY_MS,
): { stop: () => Promise<void> } {
  if (handle.kind !== 'pglite') return { stop: async () => {} };
  const client = (handle.db as unknown as { $client: PGlite }).$client;
  let running: Promise<void> | null = null;
  const maintain = () => {
    running ??= client
      .exec('vacuum (analyze)')
      .then(
        () => undefined,
        (error: unknown) => log.warn({ msg: 'database maintenance failed', error: String(error) }),
      )
      .finally(() => (running = null));
  };
  maintain();
  const timer = setInterval(maintain, everyMs);
  timer.unref();
  return {
    stop: async () => {
      clearInterval(timer);
      await running;
    },
  };
}
