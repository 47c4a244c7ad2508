import { expect, vi } from 'vitest';
import { createApiClient } from '../../../../src/data/api/createApiClient';

type Answer = (path: string, query: URLSearchParams) => unknown;

/**
 * A server that reads its answer the moment a request arrives but sends it only when the test calls
 * `release()`: whatever the device does meanwhile happens while the pull is in flight. A list answer comes
 * with X-Total-Count, in one page.
 */
export function gatedServer(answer: Answer) {
  const requests: string[] = [];
  let release = () => {};
  const gate = new Promise<void>((resolve) => (release = resolve));
  const fetch = async (input: RequestInfo | URL) => {
    const url = new URL(String(input), 'http://poolside.test');
    const path = url.pathname.replace('/api', '');
    requests.push(path);
    const body = answer(path, url.searchParams);
    await gate;
    const headers = new Headers({ 'content-type': 'application/json' });
    if (Array.isArray(body)) headers.set('X-Total-Count', String(body.length));
    return new Response(JSON.stringify(body), { headers });
  };
  const client = createApiClient({
    getToken: () => 'token-1',
    onUnauthorized: () => {},
    baseURL: 'http://poolside.test/api',
    fetch,
  });
  /** Resolves once the first request has reached the server. */
  const inFlight = () => vi.waitFor(() => expect(requests.length).toBeGreaterThan(0));
  /** Lets `pulling` reach the server, runs `meanwhile` on the device, then sends the answer. */
  const answerAfter = async <A>(pulling: Promise<A>, meanwhile: () => Promise<unknown>): Promise<A> => {
    await inFlight();
    await meanwhile();
    release();
    return pulling;
  };
  return { client, requests, release, answerAfter };
}
