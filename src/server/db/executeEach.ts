import { sql } from 'drizzle-orm';
import { inlineText, type BatchedStatement } from './batchedStatement';
import type { Database } from './database';

type Row = Record<string, unknown>;

/** Runs statements (their values written in) one after another on `tx`, answering each one's rows. */
export async function executeEach(tx: Database, statements: readonly BatchedStatement[]): Promise<Row[][]> {
  const answers: Row[][] = [];
  for (const statement of statements)
    answers.push(((await tx.execute(sql.raw(inlineText(statement)))) as unknown as { rows: Row[] }).rows);
  return answers;
}
