/**
 * `npm start`: builds the PWA when its sources changed, then migrates, seeds on first start and serves
 * API + app on PORT (8080) and HOST (0.0.0.0). SIGTERM/SIGINT shut down gracefully. A data directory that
 * cannot be written or that another server holds stops the start at once with one line naming it.
 */
import { loadConfig } from '../config';
import { DataDirInUseError, readDataDirLockHolder } from '../db/dataDirLock';
import { DataDirUnwritableError, ensureWritableDataDir } from '../db/ensureWritableDataDir';
import { createLogger } from '../http/logger';
import { buildAppIfStale } from './buildAppIfStale';
import { onShutdownSignal } from './onShutdownSignal';

const config = loadConfig();
const log = createLogger(config.logLevel === 'silent' ? 'silent' : 'info');
try {
  // Checked before the build, which can take a minute: a refused start should be refused at once.
  ensureWritableDataDir(config.dataDir);
  const holder = config.databaseUrl ? null : readDataDirLockHolder(config.dataDir);
  if (holder !== null) throw new DataDirInUseError(config.dataDir, holder);
  buildAppIfStale(config.distDir, log);
  // Loaded only now: the server's modules (PGlite among them) take seconds to load, a refusal should not.
  const { runServer } = await import('../runServer');
  const server = await runServer(config);
  console.log(
    `Poolside is running at ${server.url} (database: ${config.databaseUrl ? 'PostgreSQL' : `PGlite in ${config.dataDir}/db`})`,
  );
  onShutdownSignal(async (signal) => {
    log.info({ msg: `${signal} received, shutting down` });
    await server.close();
  });
} catch (error) {
  if (!(error instanceof DataDirInUseError || error instanceof DataDirUnwritableError)) throw error;
  console.error(error.message);
  process.exit(1);
}
