import { describe, expect, it, vi } from 'vitest';
import { createApiClient, fetchList, SessionChangedError } from '../../../../src/data/api';

type Call = { url: string; method: string; headers: Headers };

function fakeServer(status: number, body: unknown = {}, headers: Record<string, string> = {}) {
  const calls: Call[] = [];
  const fetch = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    calls.push({ url: String(input), method: init?.method ?? 'GET', headers: new Headers(init?.headers) });
    return new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json', ...headers } });
  });
  return { fetch: fetch as unknown as typeof globalThis.fetch, calls };
}

function client(server: ReturnType<typeof fakeServer>, token: string | null = 'tok') {
  const onUnauthorized = vi.fn();
  const api = createApiClient({
    getToken: () => token,
    onUnauthorized,
    baseURL: 'http://poolside.test/api',
    fetch: server.fetch,
  });
  return { api, onUnauthorized };
}

describe('the API client', () => {
  it('sends the bearer token under /api', async () => {
    const server = fakeServer(200, { ok: true });
    await client(server).api('/matches');
    expect(server.calls[0]!.url).toBe('http://poolside.test/api/matches');
    expect(server.calls[0]!.headers.get('Authorization')).toBe('Bearer tok');
  });

  it('sends no Authorization header without a token', async () => {
    const server = fakeServer(200);
    await client(server, null).api('/health');
    expect(server.calls[0]!.headers.has('Authorization')).toBe(false);
  });

  it.each([
    ['GET', '/events', 401, true],
    ['POST', '/events', 403, true],
    ['POST', '/account', 401, true],
    ['GET', '/account', 401, false],
    ['POST', '/authenticate', 401, false],
    ['GET', '/events', 500, false],
  ])('%s %s answering %i calls the unauthorized handler: %s', async (method, path, status, expected) => {
    const server = fakeServer(status);
    const { api, onUnauthorized } = client(server);
    await expect(api(path, { method })).rejects.toThrow();
    expect(onUnauthorized).toHaveBeenCalledTimes(expected ? 1 : 0);
  });

  it.each([401, 403])(
    'leaves a %i to a request sent with no token to its caller: nobody was signed in',
    async (status) => {
      const server = fakeServer(status);
      const { api, onUnauthorized } = client(server, null);
      await expect(api('/events')).rejects.toThrow();
      expect(onUnauthorized).not.toHaveBeenCalled();
    },
  );

  it('never retries on its own', async () => {
    const server = fakeServer(503);
    await expect(client(server).api('/events', { method: 'GET' })).rejects.toThrow();
    expect(server.calls).toHaveLength(1);
  });

  it.each([
    ['the user signed out', null, 200],
    ['another user signed in', 'tok-of-boris', 200],
    ['another user signed in, to an old 401', 'tok-of-boris', 401],
  ])('drops an answer that arrives after %s, and never signs the next user out', async (_, next, status) => {
    let token: string | null = 'tok-of-anna';
    const server = fakeServer(status, [{ id: 1, name: "Anna's club" }]);
    const answered = server.fetch;
    server.fetch = (async (...args: Parameters<typeof fetch>) => {
      const response = await answered(...args);
      token = next; // the session changes while the answer is on its way
      return response;
    }) as typeof fetch;
    const onUnauthorized = vi.fn();
    const api = createApiClient({
      getToken: () => token,
      onUnauthorized,
      baseURL: 'http://poolside.test/api',
      fetch: server.fetch,
    });

    await expect(api('/teams')).rejects.toBeInstanceOf(SessionChangedError);
    expect(onUnauthorized).not.toHaveBeenCalled();
  });

  it('keeps an anonymous answer that arrives after someone signed in', async () => {
    let token: string | null = null;
    const server = fakeServer(200, { introduction: 'https://blog.test/intro' });
    const answered = server.fetch;
    server.fetch = (async (...args: Parameters<typeof fetch>) => {
      const response = await answered(...args);
      token = 'tok-of-anna';
      return response;
    }) as typeof fetch;
    const api = createApiClient({
      getToken: () => token,
      onUnauthorized: vi.fn(),
      baseURL: 'http://poolside.test/api',
      fetch: server.fetch,
    });

    await expect(api('/blog-articles')).resolves.toEqual({ introduction: 'https://blog.test/intro' });
  });

  it('list calls return the page and X-Total-Count, with repeated sort parameters', async () => {
    const server = fakeServer(200, [{ id: 1 }, { id: 2 }], { 'X-Total-Count': '57' });
    const result = await fetchList<{ id: number }>(
      '/events',
      { sort: ['id,asc', 'time,asc'], size: 2, 'matchId.equals': 4 },
      client(server).api,
    );
    expect(result).toEqual({ items: [{ id: 1 }, { id: 2 }], total: 57 });
    const url = new URL(server.calls[0]!.url);
    expect(url.searchParams.getAll('sort')).toEqual(['id,asc', 'time,asc']);
    expect(url.searchParams.get('matchId.equals')).toBe('4');
  });
});
