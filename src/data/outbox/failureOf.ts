import type { OutboxFailure } from '../db/rows';

/** What a failed delivery got: its status (null: no answer) and what the server said, for the app to word. */
export function failureOf(status: number | null, body: unknown): OutboxFailure {
  const problem = body as { detail?: unknown; title?: unknown; message?: unknown } | null;
  const said = typeof body === 'string' ? body : (problem?.detail ?? problem?.title ?? '');
  const message = typeof problem?.message === 'string' ? problem.message : undefined;
  return { status, detail: typeof said === 'string' ? said : '', ...(message ? { message } : {}) };
}
