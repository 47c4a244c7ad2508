import { join } from 'node:path';
import type { AddressInfo } from 'node:net';
import { serve } from '@hono/node-server';
import { createApp, createAppDeps } from './app';
import { loadJwtSecret } from './auth/loadJwtSecret';
import { startBackups } from './backup/startBackups';
import type { Config } from './config';
import { connectDatabase } from './db/connect';
import { ensureWritableDataDir } from './db/ensureWritableDataDir';
import { startEmbeddedMaintenance } from './db/startEmbeddedMaintenance';
import { createLogger } from './http/logger';
import { isDatabaseEmpty, seedDemo } from './seed/seedDemo';
import { uploadSpoolDir } from './videos/createVideoStore';
import { removeStaleUploads } from './videos/removeStaleUploads';

export type RunningServer = { url: string; port: number; close: () => Promise<void> };

/**
 * Checks DATA_DIR can be written, opens the database (PGlite in DATA_DIR/db under the data directory lock,
 * or DATABASE_URL), migrates it, seeds the demo on first start when config.seed says so, and listens.
 * `close` stops accepting, lets open requests finish, then closes the database (releasing the lock).
 */
export async function runServer(config: Config, options: { pgliteDir?: string } = {}): Promise<RunningServer> {
  const log = createLogger(config.logLevel);
  const pgliteDir = options.pgliteDir ?? join(config.dataDir, 'db');
  ensureWritableDataDir(config.dataDir);
  const handle = await connectDatabase({ databaseUrl: config.databaseUrl, pgliteDir });
  try {
    await handle.withStartupLock(async () => {
      await handle.migrate();
      if (config.seed && (await isDatabaseEmpty(handle.db))) {
        const started = performance.now();
        await seedDemo(handle.db);
        log.info({ msg: 'demo data seeded', ms: Math.round(performance.now() - started) });
      }
    });
  } catch (error) {
    await handle.close().catch(() => undefined);
    throw error;
  }
  const isPersistent = !config.databaseUrl && !pgliteDir.startsWith('memory://');
  const jwtSecret = loadJwtSecret(config.jwtSecret, config.databaseUrl || isPersistent ? config.dataDir : null);
  const deps = createAppDeps({ db: handle.db, config, jwtSecret, listen: handle.listen });
  // Live viewers hear of every write to a shared match, whichever replica or write path made it.
  await deps.live.start();
  const app = createApp(deps);
  const server = await new Promise<ReturnType<typeof serve>>((resolve) => {
    const s = serve({ fetch: app.fetch, port: config.port, hostname: config.host }, () => resolve(s));
  });
  keepConnectionsOpen(server);
  // Uploads a killed server was spooling are of no use to anyone; clean them up once the server is serving.
  void removeStaleUploads(uploadSpoolDir(config.dataDir)).then(
    (removed) => removed > 0 && log.info({ msg: 'stale video uploads removed', removed }),
    (error: unknown) => log.warn({ msg: 'stale video uploads not removed', error: String(error) }),
  );
  // Answers `npm run backup` and writes the daily backup into BACKUP_DIR (embedded database only).
  const backups = startBackups({ handle, dataDir: config.dataDir, isPersistent, log, backupDir: config.backupDir });
  // The embedded database has no autovacuum: statistics and dead rows are looked after here.
  const maintenance = startEmbeddedMaintenance(handle, log);
  const port = (server.address() as AddressInfo).port;
  const shownHost = config.host === '0.0.0.0' || config.host === '::' ? 'localhost' : config.host;
  return {
    url: `http://${shownHost}:${port}`,
    port,
    close: async () => {
      const closed = new Promise<void>((resolve) => {
        server.close(() => resolve());
        // Keep-alive sockets would hold close() open; idle ones can go now.
        (server as { closeIdleConnections?: () => void }).closeIdleConnections?.();
      });
      // Live streams never end by themselves: closing them lets the server finish closing.
      await deps.live.close();
      await closed;
      // A reset mail started after its answer still goes out before the database closes.
      await deps.background.idle();
      await backups.stop();
      await maintenance.stop();
      await handle.close();
    },
  };
}

/** How long an idle keep-alive connection stays open: longer than a proxy's or a load balancer's (60 s) idle time. */
export const KEEP_ALIVE_MS = 65_000;

/**
 * Node closes an idle keep-alive connection after 5 s; a proxy (nginx, a cloud load balancer) or an API client that
 * reuses it at that moment gets a reset or a 502 for a request the app never saw. The app keeps it longer than they do.
 */
function keepConnectionsOpen(server: ReturnType<typeof serve>): void {
  if (!('keepAliveTimeout' in server)) return;
  server.keepAliveTimeout = KEEP_ALIVE_MS;
  // The time to receive a request's headers must outlast the keep-alive, or Node closes the connection first.
  server.headersTimeout = KEEP_ALIVE_MS + 1000;
}
