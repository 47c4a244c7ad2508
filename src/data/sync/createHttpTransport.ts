import { ofetch } from 'ofetch';
import type { OutboxTransport } from '../outbox/outboxTransport';
import { API_BASE, API_TIMEOUT_MS } from '../api/createApiClient';

/**
 * The outbox's HTTP transport, usable in the page and in the service worker: the token is read on
 * every call (from Dexie in the worker), every HTTP status is an answer, only silence is an error.
 */
export function createHttpTransport(getToken: () => Promise<string | null>, baseURL = API_BASE): OutboxTransport {
  return async ({ method, path, body, token: ownerToken }) => {
    const token = ownerToken ?? (await getToken());
    const response = await ofetch.raw(path, {
      baseURL,
      method,
      body: body as Record<string, unknown> | undefined,
      timeout: API_TIMEOUT_MS,
      retry: 0,
      ignoreResponseError: true,
      headers: token ? { Authorization: `Bearer ${token}` } : {},
    });
    return { status: response.status, body: response._data ?? null };
  };
}
