import { validationProblem, type FieldError } from '../http/problem';
import type { Field } from './describeFields';
import { refIdOf } from './loadBodyRefs';
import type { RefCache, Row } from './presentRows';
import type { ResourceConfig } from './resourceConfig';

/** A validated body as column values, its references as the ids it names (unchecked), the caller's organisation. */
export function columnValuesOf(
  resource: ResourceConfig,
  fields: Record<string, Field>,
  body: Row,
  organizationId: number | null,
): Row {
  const values: Row = {};
  for (const key of Object.keys(resource.schema.entries)) {
    if (key === 'id' || key in resource.relations || !(key in fields)) continue;
    const value = body[key] ?? null;
    values[key] = fields[key]?.kind === 'instant' && typeof value === 'string' ? new Date(value) : value;
  }
  for (const [name, relation] of Object.entries(resource.relations))
    values[relation.column] = refIdOf(body, name) ?? null;
  if (resource.tenant) values.organizationId = organizationId;
  return values;
}

/**
 * A validated body as column values, given the references found for it (loadBodyRefs): a reference not found
 * is a 400 naming the field; the organisation always comes from the caller. Answers the body's own references.
 */
export function rowValuesOf(
  resource: ResourceConfig,
  fields: Record<string, Field>,
  body: Row,
  organizationId: number | null,
  found: RefCache,
): { values: Row; refs: RefCache } {
  const values = columnValuesOf(resource, fields, body, organizationId);
  const refs: RefCache = new Map();
  const errors: FieldError[] = [];
  for (const name of Object.keys(resource.relations)) {
    const id = refIdOf(body, name);
    if (id === undefined) continue;
    const target = found.get(name)?.get(id);
    if (target) refs.set(name, new Map([[id, target]]));
    else errors.push({ objectName: resource.entityName, field: name, message: `${name} ${id} does not exist` });
  }
  if (errors.length) throw validationProblem(errors, errors.map((e) => e.message).join('; '));
  return { values, refs };
}
