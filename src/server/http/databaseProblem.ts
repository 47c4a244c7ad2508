import { databaseErrorCode } from './databaseErrorCode';
import { httpProblem, type ProblemError } from './problem';

/**
 * The 4xx a known database refusal answers (a duplicate, a row still referenced, a value out of range): the
 * client's doing, not the server's. Undefined for anything else.
 */
export function databaseProblem(error: unknown): ProblemError | undefined {
  const code = databaseErrorCode(error);
  if (code === '23505') return httpProblem(409, 'A row with the same unique values already exists');
  if (code === '23503')
    return httpProblem(409, 'The row is still referenced by other data, or references a missing row');
  if (code?.startsWith('22') || code === '23502' || code === '23514')
    return httpProblem(400, 'A value does not fit its field');
  return undefined;
}
