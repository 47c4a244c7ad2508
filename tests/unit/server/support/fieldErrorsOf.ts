import { expect } from 'vitest';
import { json } from './testServer';

export type FieldError = { objectName: string; field: string; message: string };

/** The fieldErrors of a 400 validation problem+json, after checking that it is one. */
export async function fieldErrorsOf(response: Response): Promise<FieldError[]> {
  expect(response.status, await response.clone().text()).toBe(400);
  expect(response.headers.get('Content-Type')).toBe('application/problem+json');
  const problem = await json<{ message: string; fieldErrors: FieldError[] }>(response);
  expect(problem.message).toBe('error.validation');
  return problem.fieldErrors;
}
