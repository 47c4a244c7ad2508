/** The one HTTP call the outbox makes per row. Resolves for every HTTP status; rejects only when no answer came. */
export type OutboxRequest = { method: 'GET' | 'POST' | 'PUT' | 'DELETE'; path: string; body?: unknown };
export type OutboxResponse = { status: number; body: unknown };
export type OutboxTransport = (request: OutboxRequest) => Promise<OutboxResponse>;
