import {
  and,
  eq,
  gt,
  gte,
  ilike,
  inArray,
  isNotNull,
  isNull,
  lt,
  lte,
  ne,
  not,
  notInArray,
  type SQL,
} from 'drizzle-orm';
import type { Field } from '../resources/describeFields';
import { parseFilterValue } from './parseFilterValue';
import { httpProblem } from './problem';

const BASE = ['equals', 'in', 'notIn', 'notEquals', 'specified'] as const;
const TEXT = ['equals', 'in', 'notIn', 'contains', 'doesNotContain', 'notEquals', 'specified'] as const;
const RANGE = [...BASE, 'greaterThan', 'greaterThanOrEqual', 'lessThan', 'lessThanOrEqual'] as const;
export type Operator = (typeof TEXT)[number] | (typeof RANGE)[number];

const MAX_LIST = 1000;
const isRange = (field: Field) => ['bigint', 'int', 'double', 'instant'].includes(field.kind);
/** The operators a field takes (docs/api.md §3), which the API description lists too. */
export const operatorsOf = (field: Field): readonly Operator[] =>
  isRange(field) ? RANGE : field.kind === 'text' ? TEXT : BASE;

/**
 * JHipster criteria `field.operator=value` (docs/api.md §3) as one parameterised SQL condition.
 * Filters on different fields are AND-ed. Within one field, a plain filter uses only its first present
 * operator (equals, in, notIn, contains, doesNotContain, notEquals, specified); a range filter uses equals
 * alone, else in alone, else all its other operators AND-ed.
 */
export function parseCriteria(
  query: URLSearchParams,
  filterable: Record<string, Field>,
  reserved: readonly string[],
): SQL | undefined {
  const byField = new Map<Field, Map<Operator, string[]>>();
  for (const param of new Set(query.keys())) {
    if (reserved.includes(param)) continue;
    const dot = param.lastIndexOf('.');
    if (dot < 0) throw httpProblem(400, `Unknown query parameter '${param.slice(0, 100)}'`);
    const field = Object.hasOwn(filterable, param.slice(0, dot)) ? filterable[param.slice(0, dot)] : undefined;
    if (!field) throw httpProblem(400, `Unknown filter field '${param.slice(0, dot).slice(0, 100)}'`);
    const operator = param.slice(dot + 1) as Operator;
    if (!operatorsOf(field).includes(operator)) {
      throw httpProblem(400, `Unknown filter operator '${operator.slice(0, 50)}' for field '${field.key}'`);
    }
    const operators = byField.get(field) ?? new Map<Operator, string[]>();
    operators.set(operator, query.getAll(param));
    byField.set(field, operators);
  }
  const conditions = [...byField].flatMap(([field, operators]) => fieldConditions(field, operators));
  return conditions.length ? and(...conditions) : undefined;
}

function fieldConditions(field: Field, operators: Map<Operator, string[]>): SQL[] {
  const present = operatorsOf(field).filter((op) => operators.has(op));
  const chosen = isRange(field)
    ? present.includes('equals')
      ? ['equals' as const]
      : present.includes('in')
        ? ['in' as const]
        : present
    : present.slice(0, 1);
  return chosen.map((op) => condition(field, op, operators.get(op) ?? []));
}

function condition(field: Field, op: Operator, raws: string[]): SQL {
  const param = `${field.key}.${op}`;
  const col = field.column;
  const one = () => parseFilterValue(field, raws[0] ?? '', param);
  const list = () => {
    const items = raws.flatMap((raw) => raw.split(','));
    if (items.length > MAX_LIST) throw httpProblem(400, `Filter '${param}' accepts at most ${MAX_LIST} values`);
    return items.map((item) => parseFilterValue(field, item, param));
  };
  switch (op) {
    case 'equals':
      return eq(col, one());
    case 'notEquals':
      return ne(col, one());
    case 'in':
      return inArray(col, list());
    case 'notIn':
      return notInArray(col, list());
    case 'specified': {
      const raw = raws[0];
      if (raw !== 'true' && raw !== 'false') throw httpProblem(400, `Filter '${param}' expects true or false`);
      return raw === 'true' ? isNotNull(col) : isNull(col);
    }
    case 'contains':
      return ilike(col, `%${escapeLike(String(one()))}%`);
    case 'doesNotContain':
      return not(ilike(col, `%${escapeLike(String(one()))}%`));
    case 'greaterThan':
      return gt(col, one());
    case 'greaterThanOrEqual':
      return gte(col, one());
    case 'lessThan':
      return lt(col, one());
    case 'lessThanOrEqual':
      return lte(col, one());
  }
}

/** `contains` searches the literal text: LIKE wildcards typed by the user match themselves. */
function escapeLike(text: string): string {
  return text.replace(/[\\%_]/g, (ch) => `\\${ch}`);
}
