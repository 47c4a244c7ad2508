import pg from 'pg';
import type { Database } from './database';

/** The node-postgres pool a database runs on; undefined for PGlite or a transaction's database. */
export function poolOf(db: Database): pg.Pool | undefined {
  const client = (db as { $client?: unknown }).$client;
  return client instanceof pg.Pool ? client : undefined;
}
