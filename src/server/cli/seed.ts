/**
 * `npm run seed`: migrates and seeds the demo data, also into PostgreSQL (running it is the explicit ask);
 * refuses (exit 0, says so) when users already exist, and stops (exit 1) while a server holds DATA_DIR.
 */
import { join } from 'node:path';
import { loadConfig } from '../config';
import { connectDatabase } from '../db/connect';
import { DataDirInUseError } from '../db/dataDirLock';
import { DataDirUnwritableError, ensureWritableDataDir } from '../db/ensureWritableDataDir';
import { seedDemo } from '../seed/seedDemo';

const config = loadConfig();
try {
  if (!config.databaseUrl) ensureWritableDataDir(config.dataDir);
  const handle = await connectDatabase({ databaseUrl: config.databaseUrl, pgliteDir: join(config.dataDir, 'db') });
  try {
    await handle.migrate();
    const started = performance.now();
    const isSeeded = await seedDemo(handle.db);
    console.log(
      isSeeded
        ? `Demo data seeded in ${Math.round(performance.now() - started)} ms: log in as admin/admin, user/user or analyst/analyst.`
        : 'The database already has users; nothing was seeded.',
    );
  } finally {
    await handle.close();
  }
} catch (error) {
  if (!(error instanceof DataDirInUseError || error instanceof DataDirUnwritableError)) throw error;
  console.error(error.message);
  process.exit(1);
}
