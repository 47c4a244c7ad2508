import type { Database } from '../db/database';
import { validationProblem, type FieldError } from '../http/problem';
import type { Field } from './describeFields';
import { loadRefs, type RefCache, type Row } from './presentRows';
import type { ResourceConfig } from './resourceConfig';

/**
 * A validated body as column values. Every `{id}` reference must exist (in the caller's organisation for
 * tenant data), otherwise a 400 naming the field; the organisation always comes from the caller.
 */
export async function toRowValues(
  db: Database,
  resource: ResourceConfig,
  fields: Record<string, Field>,
  body: Row,
  organizationId: number | null,
): Promise<{ values: Row; refs: RefCache }> {
  const values: Row = {};
  for (const key of Object.keys(resource.schema.entries)) {
    if (key === 'id' || key in resource.relations || !(key in fields)) continue;
    const value = body[key] ?? null;
    values[key] = fields[key]?.kind === 'instant' && typeof value === 'string' ? new Date(value) : value;
  }
  const refs: RefCache = new Map();
  const errors: FieldError[] = [];
  await Promise.all(
    Object.entries(resource.relations).map(async ([name, relation]) => {
      const id = (body[name] as { id?: unknown } | null | undefined)?.id;
      values[relation.column] = typeof id === 'number' ? id : null;
      if (typeof id !== 'number') return;
      const [found] = await loadRefs(db, relation.target, [id], resource.tenant ? organizationId : null);
      if (found) refs.set(name, new Map([[id, relation.target.present(found)]]));
      else errors.push({ objectName: resource.entityName, field: name, message: `${name} ${id} does not exist` });
    }),
  );
  if (errors.length) throw validationProblem(errors, errors.map((e) => e.message).join('; '));
  if (resource.tenant) values.organizationId = organizationId;
  return { values, refs };
}
