import { createFetch, ofetch, type $Fetch } from 'ofetch';
import { SessionChangedError } from './SessionChangedError';

export const API_BASE = '/api';
export const API_TIMEOUT_MS = 15_000;

export type ApiClientOptions = {
  getToken: () => string | null;
  /**
   * Called on 401/403 from any call sent with a token except GET /api/account and POST /api/authenticate
   * (docs/product.md §8).
   */
  onUnauthorized: (status: number) => void;
  baseURL?: string;
  /** Another fetch (tests, or a worker's own); defaults to the global one. */
  fetch?: typeof globalThis.fetch;
};

/**
 * Calls whose 401 is not an expired session: GET /api/account just means "anonymous" (JHipster's
 * auth-expired rule) and POST /api/authenticate means wrong credentials (the login form says so).
 */
function isSessionProbe(url: string, method: string): boolean {
  const path = url.replace(/^[a-z]+:\/\/[^/]+/i, '').split('?')[0] ?? '';
  return (method === 'GET' && /\/api\/account\/?$/.test(path)) || /\/api\/authenticate\/?$/.test(path);
}

/** The token each request went with (keyed by its options, which ofetch passes to every hook). */
const sentTokens = new WeakMap<object, string | null>();

/**
 * The app's HTTP client: base /api, bearer token, 15 s timeout, no automatic retries. An answer to a
 * request sent with another token than the session's now (a logout or another login meanwhile) is
 * rejected with SessionChangedError, so nothing of the previous user reaches the cache afterwards.
 */
export function createApiClient({ getToken, onUnauthorized, baseURL = API_BASE, fetch }: ApiClientOptions): $Fetch {
  const base = fetch ? createFetch({ fetch }) : ofetch;
  return base.create({
    baseURL,
    timeout: API_TIMEOUT_MS,
    retry: 0,
    onRequest({ options }) {
      const token = getToken();
      sentTokens.set(options, token);
      if (token) options.headers.set('Authorization', `Bearer ${token}`);
    },
    onResponse({ options }) {
      // Only a user's own answers are at stake (an anonymous one, e.g. public configuration, stays good);
      // checked before the 401/403 handler too, so an old token's 401 never signs the next user out.
      const sent = sentTokens.get(options);
      if (typeof sent === 'string' && sent !== getToken()) throw new SessionChangedError();
    },
    onResponseError({ request, response, options }) {
      // A request sent with no token had no session to expire: its 401 is the caller's (e.g. a screen still
      // loading as its user logs out), and sending to /login would overtake the logout's own way to /home.
      if (typeof sentTokens.get(options) !== 'string') return;
      const url = typeof request === 'string' ? request : request.url;
      const method = (options.method ?? 'GET').toUpperCase();
      if ((response.status === 401 || response.status === 403) && !isSessionProbe(url, method)) {
        onUnauthorized(response.status);
      }
    },
  });
}
