import { asc, desc, sql, type SQL } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import { httpProblem } from './problem';

export type Sortable = { expression: PgColumn | SQL; isText: boolean };

/**
 * Spring Data's repeated `sort=property[,property…][,asc|desc][,ignorecase]`: a direction applies to every
 * property before it in the same value. Properties come from an allow-list; anything else is a 400.
 * `id` is appended as the final tie-breaker so pages are stable.
 */
export function parseSort(values: string[], sortable: Record<string, Sortable>, id: PgColumn): SQL[] {
  const order: SQL[] = [];
  let hasId = false;
  for (const value of values.slice(0, 20)) {
    const tokens = value
      .split(',')
      .map((t) => t.trim())
      .filter(Boolean);
    const ignoreCase = tokens.at(-1)?.toLowerCase() === 'ignorecase';
    if (ignoreCase) tokens.pop();
    const direction = tokens.at(-1)?.toLowerCase();
    const isDesc = direction === 'desc';
    if (direction === 'asc' || direction === 'desc') tokens.pop();
    for (const property of tokens) {
      const target = Object.hasOwn(sortable, property) ? sortable[property] : undefined;
      if (!target) throw httpProblem(400, `Unknown sort property '${property.slice(0, 100)}'`);
      if (property === 'id') hasId = true;
      const expression = ignoreCase && target.isText ? sql`lower(${target.expression})` : target.expression;
      order.push(isDesc ? desc(expression) : asc(expression));
    }
  }
  if (!hasId) order.push(asc(id));
  return order;
}
