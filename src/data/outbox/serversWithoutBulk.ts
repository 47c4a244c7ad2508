import type { OutboxTransport } from './outboxTransport';

/**
 * The servers, known by the transport that reaches them, that answered a bulk request with 404 or 405 (an
 * older server): for the rest of the session their rows go one request each, without asking again.
 */
export const serversWithoutBulk = new WeakSet<OutboxTransport>();
