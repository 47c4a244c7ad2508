import type { Field } from '../resources/describeFields';
import { httpProblem } from './problem';

const INT32 = 2_147_483_647;
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const INSTANT = /^\d{4}-\d{2}-\d{2}(T\d{2}:\d{2}(:\d{2}(\.\d{1,9})?)?(Z|[+-]\d{2}:?\d{2}))?$/;
export const MAX_FILTER_TEXT = 500;

/** One filter value converted to the column's type; anything that does not fit is a 400, never SQL. */
export function parseFilterValue(field: Field, raw: string, param: string): string | number | boolean | Date {
  const bad = (expected: string) => httpProblem(400, `Filter '${param}' expects ${expected}`);
  switch (field.kind) {
    case 'bigint':
    case 'int': {
      const limit = field.kind === 'int' ? INT32 : Number.MAX_SAFE_INTEGER;
      const value = /^-?\d{1,16}$/.test(raw) ? Number(raw) : NaN;
      if (!Number.isSafeInteger(value) || Math.abs(value) > limit) throw bad('an integer');
      return value;
    }
    case 'double': {
      const value = /^-?\d{1,15}(\.\d{1,15})?$/.test(raw) ? Number(raw) : NaN;
      if (!Number.isFinite(value)) throw bad('a number');
      return value;
    }
    case 'boolean':
      if (raw !== 'true' && raw !== 'false') throw bad('true or false');
      return raw === 'true';
    case 'uuid':
      if (!UUID.test(raw)) throw bad('a UUID');
      return raw.toLowerCase();
    case 'instant': {
      const value = INSTANT.test(raw) ? new Date(raw) : new Date(NaN);
      if (Number.isNaN(value.getTime())) throw bad('an ISO-8601 instant such as 2024-01-01T00:00:00Z');
      return value;
    }
    case 'enum':
      if (!field.enumValues?.includes(raw)) throw bad(`one of ${field.enumValues?.join(', ')}`);
      return raw;
    case 'text':
      if (raw.length > MAX_FILTER_TEXT) throw bad(`at most ${MAX_FILTER_TEXT} characters`);
      return raw;
    case 'array':
      throw httpProblem(400, `Field of filter '${param}' cannot be filtered`);
  }
}
