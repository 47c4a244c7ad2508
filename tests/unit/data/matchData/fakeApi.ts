import { createApiClient } from '../../../../src/data/api/createApiClient';

type Handler = (path: string, query: URLSearchParams) => unknown[] | Promise<unknown[]>;

/** An API client whose list calls are answered by `handler` (JHipster lists with X-Total-Count). */
export function fakeApi(handler: Handler) {
  return createApiClient({
    getToken: () => null,
    onUnauthorized: () => {},
    baseURL: 'http://poolside.test/api',
    fetch: async (input) => {
      const url = new URL(typeof input === 'string' ? input : input instanceof URL ? input.href : input.url);
      const rows = await handler(url.pathname.replace('/api', ''), url.searchParams);
      return new Response(JSON.stringify(rows), {
        status: 200,
        headers: { 'Content-Type': 'application/json', 'X-Total-Count': String(rows.length) },
      });
    },
  });
}
