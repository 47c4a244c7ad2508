import { eq, sql, type SQL } from 'drizzle-orm';
import { getTableColumns } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import type { Sortable } from '../http/parseSort';
import { describeFields, type Field } from './describeFields';
import type { ResourceConfig } from './resourceConfig';

export type ResourceModel = {
  columns: Record<string, PgColumn>;
  id: PgColumn;
  organizationId: PgColumn | undefined;
  uuid: PgColumn | undefined;
  /** Fields answered in JSON (relationship columns are answered as nested objects instead). */
  fields: Record<string, Field>;
  filterable: Record<string, Field>;
  sortable: Record<string, Sortable>;
  /** Rows the caller may see: their organisation's for tenant data, nothing for a caller without one. */
  scope: (organizationId: number | null) => SQL | undefined;
};

/** Derives fields, filters, sort keys and the tenant scope of a resource from its table and relations. */
export function describeResource(resource: ResourceConfig): ResourceModel {
  const columns = getTableColumns(resource.table) as Record<string, PgColumn>;
  const relationColumns = Object.values(resource.relations).map((r) => r.column);
  const fields = describeFields(resource.table, ['organizationId', ...relationColumns.filter((c) => c !== 'id')]);
  const plain = Object.fromEntries(Object.entries(fields).filter(([, f]) => f.kind !== 'array'));

  const filterable: Record<string, Field> = { ...plain };
  const sortable: Record<string, Sortable> = {};
  for (const [key, field] of Object.entries(plain))
    sortable[key] = { expression: field.column, isText: field.kind === 'text' };
  for (const [name, relation] of Object.entries(resource.relations)) {
    const fk = columns[relation.column]!;
    filterable[`${name}Id`] = { key: `${name}Id`, column: fk, kind: 'bigint' };
    sortable[name] = { expression: fk, isText: false };
    for (const [display, column] of Object.entries(relation.target.columns)) {
      sortable[`${name}.${display}`] =
        display === 'id'
          ? { expression: fk, isText: false }
          : {
              expression: sql`(select ${column} from ${relation.target.table} where ${relation.target.id} = ${fk})`,
              isText: true,
            };
    }
  }
  const organizationId = resource.tenant ? columns.organizationId : undefined;
  return {
    columns,
    id: columns.id!,
    organizationId,
    uuid: resource.idempotentByUuid ? columns.uuid : undefined,
    fields,
    filterable,
    sortable,
    scope: (orgId) => (organizationId ? (orgId === null ? sql`false` : eq(organizationId, orgId)) : undefined),
  };
}
