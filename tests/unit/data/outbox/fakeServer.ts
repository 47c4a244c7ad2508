import type { OutboxRequest, OutboxResponse, OutboxTransport } from '../../../../src/data/outbox';

type Stored = { id: number; uuid: string } & Record<string, unknown>;
type Table = Map<string, Stored>;
type BulkResult = { uuid: string; status: number; id?: number; problem?: unknown };

/**
 * An in-memory stand-in for the API's event and possession resources with the server's real rules:
 * POST is idempotent by uuid (200 with the stored row, 201 when new), PUT/DELETE by id, and the bulk POST
 * answers one result per entity, in order, each as its single POST would.
 * `fail` lets a test decide, per request, to answer with a status or to drop the answer; `refuse` decides
 * per entity, in a single or a bulk POST; `bulk` is the server's answer to bulk requests ('ok', or a status such as
 * 404 for a server without them) and `bulkLimit` the most entities it takes before answering 413.
 */
export function createFakeServer(options: { bulk?: 'ok' | number; bulkLimit?: number } = {}) {
  const tables = { events: new Map<string, Stored>(), possessions: new Map<string, Stored>() };
  const calls: OutboxRequest[] = [];
  let nextId = 1;
  let fail: (request: OutboxRequest, n: number) => number | 'drop-answer' | 'no-answer' | null = () => null;
  let refuse: (entity: Stored) => number | null = () => null;

  function create(table: Table, entity: Stored): { status: number; body: Stored | { title: string; detail: string } } {
    const refused = refuse(entity);
    if (refused !== null) return { status: refused, body: { title: 'Refused', detail: `refused ${refused}` } };
    const existing = table.get(entity.uuid);
    if (existing) return { status: 200, body: existing };
    const stored = { ...entity, id: nextId++ };
    table.set(entity.uuid, stored);
    return { status: 201, body: stored };
  }

  function createAll(table: Table, entities: Stored[]): OutboxResponse {
    if (options.bulk !== undefined && options.bulk !== 'ok')
      return { status: options.bulk, body: { title: 'No bulk here' } };
    if (entities.length > (options.bulkLimit ?? 500)) return { status: 413, body: { title: 'Payload Too Large' } };
    const results = entities.map((entity): BulkResult => {
      const { status, body } = create(table, entity);
      return 'id' in body ? { uuid: entity.uuid, status, id: body.id } : { uuid: entity.uuid, status, problem: body };
    });
    return { status: 200, body: results };
  }

  function handle({ method, path, body }: OutboxRequest): OutboxResponse {
    const [, resource, rest] = path.match(/^\/(events|possessions|matches)(.*)$/) ?? [];
    if (resource === 'matches') return { status: 200, body: { id: Number(rest?.split('/')[1]) } };
    const table = tables[resource as 'events' | 'possessions'];
    if (!table) return { status: 404, body: null };
    if (method === 'POST' && rest === '/bulk') return createAll(table, body as Stored[]);
    if (method === 'POST') return create(table, body as Stored);
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

  /** Every uuid a POST carried, single or bulk, in the order sent (a double send shows twice). */
  function postedUuids(): string[] {
    return calls
      .filter((call) => call.method === 'POST' && !call.path.startsWith('/matches'))
      .flatMap((call) =>
        (Array.isArray(call.body) ? (call.body as Stored[]) : [call.body as Stored]).map((entity) => entity.uuid),
      );
  }

  return {
    tables,
    calls,
    transport,
    postedUuids,
    failWith(next: typeof fail) {
      fail = next;
    },
    refuseWith(next: typeof refuse) {
      refuse = next;
    },
  };
}
