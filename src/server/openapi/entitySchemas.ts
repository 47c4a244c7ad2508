import type { PgArray, PgColumn } from 'drizzle-orm/pg-core';
import type { Field } from '../resources/describeFields';
import type { ResourceModel } from '../resources/describeResource';
import type { RefTarget } from '../resources/refTargets';
import type { ResourceConfig } from '../resources/resourceConfig';
import { fromValibot, ID, INSTANT, nullable, objectOf, type JsonSchema } from './jsonSchema';

/** `matchPlayer` → `MatchPlayer`: the name of an entity's schemas in the document. */
export const schemaNameOf = (resource: ResourceConfig) =>
  resource.entityName.charAt(0).toUpperCase() + resource.entityName.slice(1);

const KIND_SCHEMAS: Record<Exclude<Field['kind'], 'enum' | 'array'>, JsonSchema> = {
  bigint: { type: 'integer' },
  int: { type: 'integer' },
  double: { type: 'number' },
  text: { type: 'string' },
  uuid: { type: 'string', format: 'uuid' },
  boolean: { type: 'boolean' },
  instant: INSTANT,
};

/** The JSON Schema of one value of a field, as answers carry it and criteria filters take it. */
export function valueSchemaOf(field: Pick<Field, 'kind' | 'enumValues' | 'column'>): JsonSchema {
  if (field.kind === 'enum') return { type: 'string', enum: [...(field.enumValues ?? [])] };
  if (field.kind === 'array') {
    const base = (field.column as PgArray<never, never>).baseColumn as PgColumn;
    const enumValues = base.enumValues as readonly string[] | undefined;
    const items = enumValues?.length
      ? { type: 'string', enum: [...enumValues] }
      : base.columnType === 'PgText'
        ? KIND_SCHEMAS.text
        : KIND_SCHEMAS.int;
    return { type: 'array', items };
  }
  return KIND_SCHEMAS[field.kind];
}

/** Columns a row may leave empty answer null. */
export function fieldSchemaOf(field: Field): JsonSchema {
  const schema = valueSchemaOf(field);
  return field.column.notNull ? schema : nullable(schema);
}

/** A relationship as answers nest it: the keys its target presents (`{id, name}`), only `id` when unreadable. */
function refSchemaOf(target: RefTarget): JsonSchema {
  const sample = target.present(Object.fromEntries(Object.keys(target.columns).map((key) => [key, null])));
  const properties = Object.fromEntries(
    Object.keys(sample).map((key) => [key, key === 'id' ? ID : nullable({ type: 'string' })]),
  );
  return { ...objectOf(properties), required: ['id'] };
}

/** An entity as every answer carries it (presentRows): each field, null when empty; relations nested. */
export function answerSchemaOf(resource: ResourceConfig, model: ResourceModel): JsonSchema {
  const properties: Record<string, JsonSchema> = {};
  for (const field of Object.values(model.fields)) properties[field.key] = fieldSchemaOf(field);
  for (const [name, relation] of Object.entries(resource.relations)) {
    const schema = refSchemaOf(relation.target);
    properties[name] = relation.required ? schema : nullable(schema);
  }
  return { ...objectOf(properties), additionalProperties: false };
}

/** A body of a create or full update: the shared valibot schema; other properties are refused (400). */
export function bodySchemaOf(resource: ResourceConfig): JsonSchema {
  return { ...fromValibot(resource.schema), additionalProperties: false };
}

/** A merge-patch body: any of the properties, `id` required; null or absent keeps the stored value. */
export function patchSchemaOf(resource: ResourceConfig): JsonSchema {
  const body = bodySchemaOf(resource);
  const properties = body.properties as Record<string, JsonSchema>;
  const open = Object.fromEntries(Object.entries(properties).map(([key, schema]) => [key, nullable(schema)]));
  return { ...body, properties: { ...open, id: properties.id }, required: ['id'] };
}
