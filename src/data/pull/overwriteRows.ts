import type { Collection, Table } from 'dexie';

/**
 * Rows the device never changes offline (rosters, videos, external ids): the server's answer replaces the
 * cached ones outright. Runs inside the pull's transaction.
 */
export async function overwriteRows<T>(table: Table<T>, cached: Collection<T>, rows: readonly T[]): Promise<void> {
  await cached.delete();
  await table.bulkPut([...rows]);
}
