import type { FieldErrors, Resolver } from 'react-hook-form';
import * as v from 'valibot';
import { issueMessage } from '../ui/issueMessage';
import type { DetailField } from './detailFields';
import { fromFormValues, type FormValues } from './formValues';

/**
 * A react-hook-form resolver that validates the row the form would store against a shared valibot schema
 * (EventSchema, PossessionSchema), so the form checks exactly what the Dexie row and the server check, and
 * words what it finds in the screen's language.
 */
export function schemaResolver(
  schema: v.GenericSchema,
  stored: Record<string, unknown>,
  fields: readonly DetailField[],
): Resolver<FormValues> {
  return (values) => {
    const result = v.safeParse(schema, fromFormValues(stored, values, fields));
    if (result.success) return { values, errors: {} };
    const errors: FieldErrors<FormValues> = {};
    for (const issue of result.issues) {
      const key = issue.path?.[0]?.key;
      if (typeof key === 'string' && !errors[key]) errors[key] = { type: issue.type, message: issueMessage(issue) };
    }
    return { values: {}, errors };
  };
}
