import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';

/** The one database type the server codes against: PGlite and node-postgres both satisfy it. */
export type Database = PgDatabase<PgQueryResultHKT>;

export type DatabaseHandle = {
  db: Database;
  kind: 'pglite' | 'postgres';
  migrate: () => Promise<void>;
  close: () => Promise<void>;
};
