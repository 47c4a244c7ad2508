import type { Context } from 'hono';
import type { ContentfulStatusCode } from 'hono/utils/http-status';

/** RFC 7807 problem bodies in JHipster's shape (docs/api.md §5). */
export const PROBLEM_BASE = 'https://www.jhipster.tech/problem';
export const APP_HEADER_PREFIX = 'X-poolsideApp';

export type FieldError = { objectName: string; field: string; message: string };

export type Problem = {
  type: string;
  title: string;
  status: number;
  detail?: string;
  message: string;
  params?: string;
  fieldErrors?: FieldError[];
  requestId?: string;
};

const REASONS: Record<number, string> = {
  400: 'Bad Request',
  401: 'Unauthorized',
  403: 'Forbidden',
  404: 'Not Found',
  405: 'Method Not Allowed',
  409: 'Conflict',
  413: 'Payload Too Large',
  415: 'Unsupported Media Type',
  429: 'Too Many Requests',
  500: 'Internal Server Error',
  503: 'Service Unavailable',
  507: 'Insufficient Storage',
};

/** Thrown anywhere below a route; the app's error handler turns it into the response. */
export class ProblemError extends Error {
  constructor(
    readonly problem: Problem,
    readonly headers: Record<string, string> = {},
  ) {
    super(problem.detail ?? problem.title);
  }
}

export function httpProblem(status: number, detail?: string): ProblemError {
  return new ProblemError({
    type: `${PROBLEM_BASE}/problem-with-message`,
    title: REASONS[status] ?? 'Error',
    status,
    ...(detail === undefined ? {} : { detail }),
    message: `error.http.${status}`,
  });
}

/** A refusal that passes (429 too many, 503 unavailable): the problem, and Retry-After in whole seconds. */
export function retryLaterProblem(status: 429 | 503, detail: string, retryAfterSeconds: number): ProblemError {
  return new ProblemError(httpProblem(status, detail).problem, { 'Retry-After': String(retryAfterSeconds) });
}

/** JHipster's BadRequestAlertException: a 400 with an error key and X-…-error / X-…-params headers. */
export function badRequestAlert(title: string, entityName: string, errorKey: string, detail?: string): ProblemError {
  return new ProblemError(
    {
      type: `${PROBLEM_BASE}/problem-with-message`,
      title,
      status: 400,
      detail: detail ?? title,
      message: `error.${errorKey}`,
      params: entityName,
    },
    { [`${APP_HEADER_PREFIX}-error`]: `error.${errorKey}`, [`${APP_HEADER_PREFIX}-params`]: entityName },
  );
}

export function validationProblem(fieldErrors: FieldError[], detail = 'Validation failed'): ProblemError {
  return new ProblemError({
    type: `${PROBLEM_BASE}/constraint-violation`,
    title: 'Method argument not valid',
    status: 400,
    detail,
    message: 'error.validation',
    fieldErrors,
  });
}

export function invalidPasswordProblem(detail = 'Incorrect password'): ProblemError {
  return new ProblemError({
    type: `${PROBLEM_BASE}/invalid-password`,
    title: 'Incorrect password',
    status: 400,
    detail,
    message: 'error.http.400',
  });
}

export function problemResponse(c: Context, error: ProblemError): Response {
  const body = { ...error.problem, path: c.req.path };
  for (const [name, value] of Object.entries(error.headers)) c.header(name, value);
  return c.body(JSON.stringify(body), error.problem.status as ContentfulStatusCode, {
    'Content-Type': 'application/problem+json',
  });
}
