import { vi } from 'vitest';

export type Call = { method: string; path: string; query: URLSearchParams; body: unknown };
type Answer = { status?: number; body?: unknown; total?: number };

/** A fetch stub for the manage screens: answers by method and path, with X-Total-Count for lists. */
export function fakeApi(answer: (call: Call) => Answer) {
  const calls: Call[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
      const request = input instanceof Request ? input : null;
      const url = new URL(request?.url ?? String(input), 'http://localhost');
      const method = (init?.method ?? request?.method ?? 'GET').toUpperCase();
      const raw = init?.body;
      const call = {
        method,
        path: url.pathname,
        query: url.searchParams,
        body: typeof raw === 'string' ? JSON.parse(raw) : raw,
      };
      calls.push(call);
      const { status = 200, body = {}, total } = answer(call);
      const headers: Record<string, string> = {
        'content-type': status >= 400 ? 'application/problem+json' : 'application/json',
      };
      if (total !== undefined) headers['X-Total-Count'] = String(total);
      return new Response(status === 204 ? null : JSON.stringify(body), { status, headers });
    }),
  );
  return calls;
}
