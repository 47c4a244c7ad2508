import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';

/** The one database type the server codes against: PGlite and node-postgres both satisfy it. */
export type Database = PgDatabase<PgQueryResultHKT>;

/**
 * Subscribes to a PostgreSQL notification channel; answers the unsubscribe. `onResume` runs after a lost
 * connection is back: notifications sent meanwhile are gone, so whoever listens must re-read what it watches.
 */
export type Listen = (
  channel: string,
  onNotify: (payload: string) => void,
  onResume?: () => void,
) => Promise<() => Promise<void>>;

export type DatabaseHandle = {
  db: Database;
  kind: 'pglite' | 'postgres';
  migrate: () => Promise<void>;
  /**
   * Runs start-up work (migrations, first seed) while no other replica does: on PostgreSQL under an
   * advisory lock, so replicas starting together neither migrate twice nor seed twice.
   */
  withStartupLock: <T>(work: () => Promise<T>) => Promise<T>;
  /** LISTEN on the database: PGlite in process, PostgreSQL on a dedicated connection of its own. */
  listen: Listen;
  close: () => Promise<void>;
};
