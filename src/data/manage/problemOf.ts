import type { ApiProblem } from './entityTypes';
import { worded } from './problemWording';

type ProblemBody = { title?: unknown; detail?: unknown; message?: unknown; params?: unknown; fieldErrors?: unknown };

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
  const code = typeof body.message === 'string' ? body.message : status === 0 ? 'unreachable' : null;
  const params = typeof body.params === 'string' ? body.params : null;
  return worded({ status, code, detail: (text as string | undefined) ?? null, params }, fieldErrors);
}

function isApiProblem(error: unknown): error is ApiProblem {
  const candidate = error as Partial<ApiProblem> | null;
  return (
    typeof candidate?.message === 'string' &&
    Array.isArray(candidate.fieldErrors) &&
    typeof candidate.status === 'number'
  );
}
