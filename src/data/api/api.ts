import { session } from '../auth/session';
import { createApiClient } from './createApiClient';
import { handleUnauthorized } from './unauthorizedHandler';

/** The page's API client; the service worker builds its own with the token from Dexie. */
export const api = createApiClient({ getToken: () => session.token, onUnauthorized: handleUnauthorized });
