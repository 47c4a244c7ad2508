import type { FieldErrors, Resolver } from 'react-hook-form';
import * as v from 'valibot';
import type { Entity } from '../../../data/manage';
import { issueMessage } from '../../ui/issueMessage';

/**
 * react-hook-form validation with the shared entity schema (the one the server validates bodies with), its
 * issues worded for people and attached to the top-level field (a ref's `team.id` is the `team` field),
 * plus the config's cross-field rules.
 */
export function entityResolver(
  schema: v.GenericSchema,
  check?: (values: Entity) => Record<string, string>,
): Resolver<Entity> {
  return async (values) => {
    const result = v.safeParse(schema, values);
    const errors: Record<string, { type: string; message: string }> = {};
    if (!result.success) {
      for (const issue of result.issues) {
        const field = String(issue.path?.[0]?.key ?? 'root');
        errors[field] ??= { type: issue.type, message: issueMessage(issue) };
      }
    }
    for (const [field, message] of Object.entries(check?.(values) ?? {})) errors[field] ??= { type: 'check', message };
    if (Object.keys(errors).length > 0) return { values: {}, errors: errors as FieldErrors<Entity> };
    return { values: result.output as Entity, errors: {} };
  };
}
