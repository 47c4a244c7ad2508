import type { ApiProblem } from './entityTypes';

type ProblemBody = { title?: unknown; detail?: unknown; fieldErrors?: unknown };

/**
 * What went wrong with an API call, from ofetch's error (its `status` and parsed problem+json `data`).
 * Without an answer (offline, timeout) the status is 0.
 */
export function problemOf(error: unknown): ApiProblem {
  if (isApiProblem(error)) return error;
  const failure = error as { status?: number; statusCode?: number; data?: ProblemBody } | null;
  const status = failure?.status ?? failure?.statusCode ?? 0;
  const body = failure?.data ?? {};
  const fieldErrors = Array.isArray(body.fieldErrors)
    ? body.fieldErrors.flatMap((item: { field?: unknown; message?: unknown }) =>
        typeof item?.field === 'string'
          ? [{ field: item.field, message: String(item.message ?? 'Invalid value') }]
          : [],
      )
    : [];
  const text = [body.detail, body.title].find((value) => typeof value === 'string' && value.trim() !== '');
  const message =
    (text as string | undefined) ??
    (status === 0
      ? 'The server cannot be reached. Check the connection and try again.'
      : `The server answered ${status}.`);
  return { status, message, fieldErrors };
}

function isApiProblem(error: unknown): error is ApiProblem {
  const candidate = error as Partial<ApiProblem> | null;
  return (
    typeof candidate?.message === 'string' &&
    Array.isArray(candidate.fieldErrors) &&
    typeof candidate.status === 'number'
  );
}
