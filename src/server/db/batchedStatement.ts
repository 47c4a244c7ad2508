/**
 * A statement to send with others as one simple query (runBatch): a complete text, or a reusable statement with
 * its values as literals, which PostgreSQL prepares once per connection and then only executes.
 */
export type BatchedStatement = string | { name: string; text: string; literals: string[] };

/** The statement as one complete text, its values written in where its parameters stand. */
export function inlineText(statement: BatchedStatement): string {
  if (typeof statement === 'string') return statement;
  return statement.text.replace(/\$(\d+)/g, (_, index: string) => statement.literals[Number(index) - 1]!);
}
