import { getTableColumns } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';

export type FieldKind = 'bigint' | 'int' | 'double' | 'text' | 'enum' | 'uuid' | 'boolean' | 'instant' | 'array';
export type Field = { key: string; column: PgColumn; kind: FieldKind; enumValues?: readonly string[] };

const KINDS: Record<string, FieldKind> = {
  PgBigInt53: 'bigint',
  PgInteger: 'int',
  PgDoublePrecision: 'double',
  PgText: 'text',
  PgUUID: 'uuid',
  PgBoolean: 'boolean',
  PgTimestamp: 'instant',
  PgArray: 'array',
};

/** The columns of a table as typed fields keyed by their JSON name, minus the hidden ones. */
export function describeFields(table: PgTable, hidden: readonly string[]): Record<string, Field> {
  const fields: Record<string, Field> = {};
  for (const [key, column] of Object.entries(getTableColumns(table))) {
    if (hidden.includes(key)) continue;
    const kind = KINDS[column.columnType];
    if (!kind) throw new Error(`Column ${key} has unsupported type ${column.columnType}`);
    const enumValues = column.enumValues as readonly string[] | undefined;
    fields[key] = enumValues?.length ? { key, column, kind: 'enum', enumValues } : { key, column, kind };
  }
  return fields;
}
