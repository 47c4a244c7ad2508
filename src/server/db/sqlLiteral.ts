import pg from 'pg';

/**
 * A value written into a statement's text as node-postgres would send it as a parameter (an untyped literal the
 * statement's context gives a type, as it gives one to a parameter): for statements sent together as one simple
 * query, which takes no parameters. Throws for a value of any other kind than those written here.
 */
export function sqlLiteral(value: unknown): string {
  if (value === null || value === undefined) return 'null';
  if (typeof value === 'number' && Number.isFinite(value)) return `'${value}'`;
  if (typeof value === 'boolean') return value ? 'true' : 'false';
  if (typeof value === 'string') return pg.escapeLiteral(value);
  if (Array.isArray(value) && value.every((item) => typeof item === 'number' && Number.isFinite(item)))
    return `'{${value.join(',')}}'`;
  throw new TypeError(`no SQL literal for ${typeof value}`);
}
