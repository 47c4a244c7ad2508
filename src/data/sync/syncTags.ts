/** The names the page and the service worker agree on. */
export const SYNC_TAG = 'outbox-sync';
export const FLUSH_MESSAGE = 'FLUSH_OUTBOX';
