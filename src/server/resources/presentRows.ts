import { and, eq, inArray } from 'drizzle-orm';
import type { Database } from '../db/database';
import type { Field } from './describeFields';
import type { RefTarget } from './refTargets';
import type { ResourceConfig, Row } from './resourceConfig';

export type { Row };
/** Nested objects already loaded, per relationship and id (e.g. the references just checked on a write). */
export type RefCache = Map<string, Map<number, Row>>;

/** Rows as JSON entities: own fields (dates as ISO strings), relationships as nested `{id, name…}` objects. */
export async function presentRows(
  db: Database,
  resource: ResourceConfig,
  fields: Record<string, Field>,
  rows: Row[],
  organizationId: number | null,
  cache: RefCache = new Map(),
): Promise<Row[]> {
  for (const [name, relation] of Object.entries(resource.relations)) {
    const known = cache.get(name) ?? new Map<number, Row>();
    const missing = [...new Set(rows.map((row) => row[relation.column]))].filter(
      (id): id is number => typeof id === 'number' && !known.has(id),
    );
    for (const row of await loadRefs(db, relation.target, missing, resource.tenant ? organizationId : null)) {
      known.set(row.id as number, relation.target.present(row));
    }
    cache.set(name, known);
  }
  return rows.map((row) => {
    const entity: Row = {};
    for (const key of Object.keys(fields)) {
      const value = row[key];
      entity[key] = value instanceof Date ? value.toISOString() : (value ?? null);
    }
    for (const [name, relation] of Object.entries(resource.relations)) {
      const id = row[relation.column];
      entity[name] = typeof id === 'number' ? (cache.get(name)?.get(id) ?? { id }) : null;
    }
    return entity;
  });
}

export async function loadRefs(
  db: Database,
  target: RefTarget,
  ids: number[],
  organizationId: number | null,
): Promise<Row[]> {
  if (ids.length === 0) return [];
  const scope =
    target.organizationId && organizationId !== null ? eq(target.organizationId, organizationId) : undefined;
  return db
    .select(target.columns)
    .from(target.table)
    .where(and(inArray(target.id, ids), scope));
}
