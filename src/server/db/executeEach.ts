import { sql } from 'drizzle-orm';
import type { Database } from './database';

type Row = Record<string, unknown>;

/** Runs statements (complete texts) one after another on `tx`, answering each one's rows. */
export async function executeEach(tx: Database, statements: readonly string[]): Promise<Row[][]> {
  const answers: Row[][] = [];
  for (const statement of statements)
    answers.push(((await tx.execute(sql.raw(statement))) as unknown as { rows: Row[] }).rows);
  return answers;
}
