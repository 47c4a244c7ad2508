import type { OutboxRequest, OutboxResponse, OutboxTransport } from '../../../../src/data/outbox';

type Stored = { id: number; uuid: string } & Record<string, unknown>;

/**
 * An in-memory stand-in for the API's event and possession resources with the server's real rules:
 * POST is idempotent by uuid (200 with the stored row, 201 when new), PUT/DELETE by id.
 * `fail` lets a test decide, per request, to answer with a status or to drop the answer.
 */
export function createFakeServer() {
  const tables = { events: new Map<string, Stored>(), possessions: new Map<string, Stored>() };
  const calls: OutboxRequest[] = [];
  let nextId = 1;
  let fail: (request: OutboxRequest, n: number) => number | 'drop-answer' | 'no-answer' | null = () => null;

  function handle({ method, path, body }: OutboxRequest): OutboxResponse {
    const [, resource, rest] = path.match(/^\/(events|possessions|matches)(.*)$/) ?? [];
    if (resource === 'matches') return { status: 200, body: { id: Number(rest?.split('/')[1]) } };
    const table = tables[resource as 'events' | 'possessions'];
    if (!table) return { status: 404, body: null };
    if (method === 'POST') {
      const entity = body as Stored;
      const existing = table.get(entity.uuid);
      if (existing) return { status: 200, body: existing };
      const stored = { ...entity, id: nextId++ };
      table.set(entity.uuid, stored);
      return { status: 201, body: stored };
    }
    if (method === 'GET') {
      const uuid = decodeURIComponent(rest?.match(/uuid\.equals=([^&]+)/)?.[1] ?? '');
      const found = table.get(uuid);
      return { status: 200, body: found ? [found] : [] };
    }
    const id = Number(rest?.slice(1));
    const existing = [...table.values()].find((row) => row.id === id);
    if (!existing) return { status: method === 'DELETE' ? 204 : 400, body: { title: 'Entity not found' } };
    if (method === 'PUT') {
      const stored = { ...(body as Stored), id, uuid: existing.uuid };
      table.set(existing.uuid, stored);
      return { status: 200, body: stored };
    }
    table.delete(existing.uuid);
    return { status: 204, body: null };
  }

  const transport: OutboxTransport = async (request) => {
    calls.push(request);
    const injected = fail(request, calls.length);
    if (injected === 'no-answer') throw new Error('fetch failed');
    if (typeof injected === 'number') return { status: injected, body: { detail: `injected ${injected}` } };
    const response = handle(request);
    if (injected === 'drop-answer') throw new Error('connection reset after the write');
    return response;
  };

  return {
    tables,
    calls,
    transport,
    failWith(next: typeof fail) {
      fail = next;
    },
  };
}
