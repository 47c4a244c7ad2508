import { toJsonSchema } from '@valibot/to-json-schema';
import type * as v from 'valibot';

/** A JSON Schema (2020-12, the dialect of OpenAPI 3.1) as a plain object. */
export type JsonSchema = { [keyword: string]: unknown };

/**
 * A valibot schema as the JSON Schema of what a client may send (its input: a property with a default is
 * optional). Checks JSON Schema cannot say (a real calendar date, a card naming a person) are left out; the
 * server still applies them and answers a 400 `error.validation` naming the field.
 */
export function fromValibot(schema: v.GenericSchema): JsonSchema {
  const converted = toJsonSchema(schema, { target: 'draft-2020-12', typeMode: 'input', errorMode: 'ignore' });
  const { $schema: _dialect, ...rest } = converted as JsonSchema;
  return rest;
}

export const nullable = (schema: JsonSchema): JsonSchema => ({ anyOf: [schema, { type: 'null' }] });

/** An object whose listed properties are all present (answers name every property, null when absent). */
export const objectOf = (properties: Record<string, JsonSchema>, optional: readonly string[] = []): JsonSchema => ({
  type: 'object',
  properties,
  required: Object.keys(properties).filter((key) => !optional.includes(key)),
});

export const arrayOf = (items: JsonSchema): JsonSchema => ({ type: 'array', items });

export const ID: JsonSchema = { type: 'integer', minimum: 1 };
export const TEXT: JsonSchema = { type: 'string' };
export const INSTANT: JsonSchema = { type: 'string', format: 'date-time' };
export const BOOLEAN: JsonSchema = { type: 'boolean' };
export const INTEGER: JsonSchema = { type: 'integer' };

export const ref = (name: string): JsonSchema => ({ $ref: `#/components/schemas/${name}` });
