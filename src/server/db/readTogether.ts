import type { Database } from './database';
import { executeEach } from './executeEach';
import type { BatchedStatement } from './batchedStatement';
import { runBatch } from './runBatch';
import { poolOf } from './poolOf';

type Row = Record<string, unknown>;

/**
 * Runs statements (runBatch) as one transaction that ends with them, answering each one's rows. On PostgreSQL
 * they go as one simple query: one round trip, no BEGIN or COMMIT of their own, and a transaction lock among
 * them is held until the last has run; each still runs on a snapshot taken when it starts.
 * On any other database they run one by one in an ordinary transaction.
 */
export async function readTogether(db: Database, statements: readonly BatchedStatement[]): Promise<Row[][]> {
  const pool = poolOf(db);
  if (!pool) return db.transaction((tx) => executeEach(tx as unknown as Database, statements));
  const client = await pool.connect();
  let isBroken = false;
  try {
    return await runBatch(client, statements);
  } catch (error) {
    isBroken = true;
    throw error;
  } finally {
    client.release(isBroken);
  }
}
