/**
 * `npm start`: builds the PWA when its sources changed, then migrates, seeds on first start and serves
 * API + app on PORT (8080) and HOST (0.0.0.0). SIGTERM/SIGINT shut down gracefully.
 */
import { loadConfig } from '../config';
import { createLogger } from '../http/logger';
import { runServer } from '../runServer';
import { buildAppIfStale } from './buildAppIfStale';
import { onShutdownSignal } from './onShutdownSignal';

const config = loadConfig();
const log = createLogger(config.logLevel === 'silent' ? 'silent' : 'info');
buildAppIfStale(config.distDir, log);
const server = await runServer(config);
console.log(
  `Poolside is running at ${server.url} (database: ${config.databaseUrl ? 'PostgreSQL' : `PGlite in ${config.dataDir}/db`})`,
);
onShutdownSignal(async (signal) => {
  log.info({ msg: `${signal} received, shutting down` });
  await server.close();
});
