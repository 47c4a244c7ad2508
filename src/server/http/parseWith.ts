import * as v from 'valibot';
import { validationProblem, type FieldError } from './problem';

/** Validates with a shared valibot schema; failures become JHipster's 400 `error.validation` with fieldErrors. */
export function parseWith<S extends v.GenericSchema>(schema: S, input: unknown, objectName: string): v.InferOutput<S> {
  const result = v.safeParse(schema, input);
  if (result.success) return result.output;
  throw validationProblem(result.issues.map((issue) => toFieldError(issue, objectName)));
}

function toFieldError(issue: v.BaseIssue<unknown>, objectName: string): FieldError {
  const field = (issue.path ?? []).map((item) => String(item.key)).join('.') || '(body)';
  return { objectName, field, message: issue.message };
}

/** Top-level properties a schema does not know; a typo should be an error, not silently dropped. */
export function rejectUnknownProperties(body: unknown, known: readonly string[], objectName: string): void {
  if (typeof body !== 'object' || body === null || Array.isArray(body)) return;
  const unknown = Object.keys(body).filter((key) => !known.includes(key));
  if (unknown.length > 0) {
    throw validationProblem(
      unknown.map((field) => ({ objectName, field, message: 'unknown property' })),
      `Unknown propert${unknown.length === 1 ? 'y' : 'ies'}: ${unknown.join(', ')}`,
    );
  }
}
