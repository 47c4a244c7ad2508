/** `npm run seed`: migrates and seeds the demo data; refuses (exit 0, says so) when users already exist. */
import { join } from 'node:path';
import { loadConfig } from '../config';
import { connectDatabase } from '../db/connect';
import { seedDemo } from '../seed/seedDemo';

const config = loadConfig();
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
