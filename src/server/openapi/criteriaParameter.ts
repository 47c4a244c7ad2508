import type { Field } from '../resources/describeFields';
import { operatorsOf } from '../http/parseCriteria';
import type { OpenApiObject } from './commonParts';
import { valueSchemaOf } from './entitySchemas';
import type { JsonSchema } from './jsonSchema';

const LIST = { type: 'string', description: 'Comma-separated values (at most 1000), or the parameter repeated.' };

/**
 * JHipster's criteria filters (`time.greaterThan=60`, `teamId.equals=3`; docs/api.md §3) as one form-exploded
 * query object: each property is a parameter of its own. An unknown field or operator is a 400.
 */
export function criteriaParameter(filterable: Record<string, Field>): OpenApiObject {
  const properties: Record<string, JsonSchema> = {};
  for (const field of Object.values(filterable)) {
    const value = valueSchemaOf(field);
    for (const operator of operatorsOf(field)) {
      properties[`${field.key}.${operator}`] =
        operator === 'in' || operator === 'notIn'
          ? LIST
          : operator === 'specified'
            ? { type: 'boolean', description: 'true: has a value; false: has none.' }
            : value;
    }
  }
  const [first] = Object.values(filterable);
  return {
    name: 'criteria',
    in: 'query',
    description:
      'Criteria filters, `field.operator=value`, AND-ed across fields. Text matches `contains` without case; ranges combine their bounds.',
    style: 'form',
    explode: true,
    schema: { type: 'object', properties, additionalProperties: false },
    ...(first ? { example: { [`${first.key}.${operatorsOf(first)[0]}`]: first.kind === 'text' ? 'text' : '1' } } : {}),
  };
}
