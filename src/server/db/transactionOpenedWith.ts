import { NodePgSession, NodePgTransaction } from 'drizzle-orm/node-postgres';
import { PgDialect } from 'drizzle-orm/pg-core';
import type { Database } from './database';
import type { BatchedStatement } from './batchedStatement';
import { executeEach } from './executeEach';
import { runBatch } from './runBatch';
import { poolOf } from './poolOf';

type Row = Record<string, unknown>;
const dialect = new PgDialect();

/**
 * A transaction whose first statements (runBatch) are sent with its BEGIN as one simple query, so opening it
 * costs one round trip to PostgreSQL instead of one per statement: each still runs on a snapshot taken when it
 * starts, so a statement after a lock sees what the lock's previous holder committed. `work` gets the statements' rows, in order, and runs in the transaction.
 * On any other database the statements run one by one in an ordinary transaction.
 */
export async function transactionOpenedWith<T>(
  db: Database,
  statements: readonly BatchedStatement[],
  work: (tx: Database, opened: Row[][]) => Promise<T>,
): Promise<T> {
  const pool = poolOf(db);
  if (!pool) {
    return db.transaction(async (tx) =>
      work(tx as unknown as Database, await executeEach(tx as unknown as Database, statements)),
    );
  }
  const client = await pool.connect();
  let isBroken = false;
  try {
    const opened = await runBatch(client, ['begin', ...statements]).catch((error: unknown) => {
      isBroken = true; // runBatch: which statements got prepared is unknown
      throw error;
    });
    const tx = new NodePgTransaction(dialect, new NodePgSession(client, dialect, undefined), undefined);
    const answer = await work(tx as unknown as Database, opened.slice(1));
    await client.query('commit');
    return answer;
  } catch (error) {
    // Whatever failed (a statement sent with the BEGIN, the work, the commit), the transaction ends here; a
    // connection that cannot even roll back is not given back to the pool.
    await client.query('rollback').catch(() => (isBroken = true));
    throw error;
  } finally {
    client.release(isBroken);
  }
}
