import { vi } from 'vitest';

export type Recorded = { url: string; method: string; body: unknown };

/** Stubs the global fetch the API client uses; `respond` decides each answer. */
export function stubServer(respond: (url: string, method: string) => { status: number; body?: unknown }) {
  const calls: Recorded[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
      const url = String(input);
      const method = init?.method ?? 'GET';
      const raw = init?.body;
      calls.push({ url, method, body: typeof raw === 'string' ? JSON.parse(raw) : raw });
      const { status, body = {} } = respond(url, method);
      return new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
    }),
  );
  return calls;
}
