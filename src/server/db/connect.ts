import { mkdirSync } from 'node:fs';
import { dirname } from 'node:path';
import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import pg from 'pg';
import { acquireDataDirLock } from './dataDirLock';
import type { Database, DatabaseHandle } from './database';
import { listenOnPostgres } from './listenOnPostgres';
import { openDurablePglite } from './openDurablePglite';

/** Any constant shared by all replicas; names the advisory lock held during start-up. */
const STARTUP_LOCK_KEY = 7_405_011;

export const MIGRATIONS_FOLDER = fileURLToPath(new URL('../../../migrations', import.meta.url));

/**
 * Opens the database: PostgreSQL when a URL is given, otherwise PGlite at `pgliteDir`
 * (`memory://` keeps everything in memory, for tests). A PGlite directory on disk is locked first, in its
 * parent (DATA_DIR), so a second process cannot open it too; `close` releases the lock.
 */
export async function connectDatabase(options: { databaseUrl?: string; pgliteDir: string }): Promise<DatabaseHandle> {
  if (options.databaseUrl) return connectPostgres(options.databaseUrl);
  if (options.pgliteDir.startsWith('memory://')) return wrapPglite(await PGlite.create(options.pgliteDir), () => {});
  const lock = acquireDataDirLock(dirname(options.pgliteDir));
  try {
    mkdirSync(options.pgliteDir, { recursive: true });
    return wrapPglite(await openDurablePglite(options.pgliteDir), lock.release);
  } catch (error) {
    lock.release();
    throw error;
  }
}

function wrapPglite(client: PGlite, release: () => void): DatabaseHandle {
  const db = drizzlePglite(client);
  return {
    db: db as unknown as Database,
    kind: 'pglite',
    migrate: () => migratePglite(db, { migrationsFolder: MIGRATIONS_FOLDER }),
    // One process owns a PGlite directory (the data directory lock): there is nobody to wait for.
    withStartupLock: (work) => work(),
    listen: (channel, onNotify) => client.listen(channel, onNotify),
    close: async () => {
      try {
        await client.close();
      } finally {
        release();
      }
    },
  };
}

async function connectPostgres(url: string): Promise<DatabaseHandle> {
  const pool = new pg.Pool({ connectionString: url, max: Number(process.env.PG_POOL_MAX) || 10 });
  // An idle client losing its connection must not crash the process.
  pool.on('error', (error) =>
    console.error(JSON.stringify({ level: 'error', msg: 'pg pool error', error: error.message })),
  );
  const db = drizzlePg(pool);
  return {
    db: db as unknown as Database,
    kind: 'postgres',
    migrate: () => migratePg(db, { migrationsFolder: MIGRATIONS_FOLDER }),
    withStartupLock: async (work) => {
      const lockClient = await pool.connect();
      try {
        await lockClient.query('select pg_advisory_lock($1)', [STARTUP_LOCK_KEY]);
        return await work();
      } finally {
        await lockClient.query('select pg_advisory_unlock($1)', [STARTUP_LOCK_KEY]).catch(() => undefined);
        lockClient.release();
      }
    },
    listen: (channel, onNotify, onResume) => listenOnPostgres(url, channel, onNotify, onResume),
    close: () => pool.end(),
  };
}
