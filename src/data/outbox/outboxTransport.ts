/** The one HTTP call the outbox makes per row. Resolves for every HTTP status; rejects only when no answer came. */
export type OutboxRequest = {
  method: 'GET' | 'POST' | 'PUT' | 'DELETE';
  path: string;
  body?: unknown;
  /** The token of the user whose row this is (the flush sets it); without it the transport reads the current one. */
  token?: string;
};
export type OutboxResponse = { status: number; body: unknown };
export type OutboxTransport = (request: OutboxRequest) => Promise<OutboxResponse>;
