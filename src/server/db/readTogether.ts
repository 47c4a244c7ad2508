import type pg from 'pg';
import type { Database } from './database';
import { executeEach } from './executeEach';
import { poolOf } from './poolOf';

type Row = Record<string, unknown>;

/**
 * Runs statements (complete texts, values written in) as one transaction that ends with them, answering each
 * one's rows. On PostgreSQL they go as one simple query: one round trip, no BEGIN or COMMIT of their own, and a
 * transaction lock among them is held until the last has run; each still runs on a snapshot taken when it starts.
 * On any other database they run one by one in an ordinary transaction.
 */
export async function readTogether(db: Database, statements: readonly string[]): Promise<Row[][]> {
  const pool = poolOf(db);
  if (!pool) return db.transaction((tx) => executeEach(tx as unknown as Database, statements));
  const answered = await pool.query(statements.join(';\n'));
  return ((Array.isArray(answered) ? answered : [answered]) as pg.QueryResult[]).map((result) => result.rows as Row[]);
}
