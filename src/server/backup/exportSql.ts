import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { pgDump } from '@electric-sql/pglite-tools/pg_dump';
import { extractDataDir } from './extractDataDir';

/**
 * A plain SQL dump of a backed-up database (its `pgdata.tar`) that `psql` loads into an empty PostgreSQL
 * database: schema, rows, sequences, and drizzle's migration journal, so a server started on it with DATABASE_URL
 * finds every migration applied. Made by PGlite's own pg_dump on a throwaway copy, never the live database
 * (pg_dump deallocates the prepared statements of the connection it runs on).
 */
export async function exportSql(pgdata: Uint8Array): Promise<string> {
  const dir = await mkdtemp(join(tmpdir(), 'poolside-export-'));
  try {
    await extractDataDir(pgdata, join(dir, 'db'));
    const client = await PGlite.create(join(dir, 'db'));
    try {
      const dump = await pgDump({ pg: client, args: ['--no-owner', '--no-privileges'] });
      return forOlderServers(await dump.text());
    } finally {
      await client.close();
    }
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}

/**
 * PGlite is PostgreSQL 18; its pg_dump sets transaction_timeout, which servers before 17 do not know and which
 * would stop a `psql -v ON_ERROR_STOP=1` load. It only limits the loading session, so it can go.
 */
function forOlderServers(sql: string): string {
  return sql.replace(/^SET transaction_timeout = 0;\n/m, '');
}
