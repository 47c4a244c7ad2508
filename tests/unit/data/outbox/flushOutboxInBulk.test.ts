import { beforeEach, describe, expect, it } from 'vitest';
import { db } from '../../../../src/data/db';
import type { DataOwner } from '../../../../src/data/db/rows';
import { flushOutbox, queueOutboxWrite, type OutboxTransport } from '../../../../src/data/outbox';
import type { MatchEvent } from '../../../../src/domain/model';
import { signInAs } from '../owner/signInAs';
import { createFakeServer } from './fakeServer';
import { anEvent, capture, markQueueInFlight, resetDb } from './outboxFixtures';
import { readRowsInFlight } from '../../../../src/data/outbox/rowsInFlight';

let clock = 1_000_000;
type FakeServer = ReturnType<typeof createFakeServer>;

function flush(server: FakeServer, isOnline = true) {
  return flushOutbox({ transport: server.transport, isOnline: () => isOnline, now: () => clock });
}

async function captured(count: number): Promise<MatchEvent[]> {
  const events = Array.from({ length: count }, () => anEvent());
  for (const event of events) await capture(event, 'create', clock);
  return events;
}

/** Each call as `METHOD path`, with the number of entities a bulk call carried. */
function requests(server: FakeServer): string[] {
  return server.calls.map(
    (call) => `${call.method} ${call.path}${Array.isArray(call.body) ? ` ×${call.body.length}` : ''}`,
  );
}

async function outboxOf(events: MatchEvent[]) {
  const rows = await db.outbox.toArray();
  return events.map((event) => rows.find((row) => row.uuid === event.uuid));
}

beforeEach(async () => {
  clock = 1_000_000;
  await resetDb();
});

describe('flushing the outbox in bulk', () => {
  it('sends several due creates in one request, writes every server id back and empties the queue', async () => {
    const server = createFakeServer();
    const events = await captured(3);

    const result = await flush(server);

    expect(result).toMatchObject({ sent: 3, failed: 0, stoppedBy: 'done' });
    expect(requests(server)).toEqual(['POST /events/bulk ×3']);
    const local = await db.events.bulkGet(events.map((e) => e.uuid));
    expect(local.map((e) => e?.id)).toEqual(events.map((e) => server.tables.events.get(e.uuid)?.id));
    expect(await db.outbox.count()).toBe(0);
  });

  it('sends a lone create as a single POST', async () => {
    const server = createFakeServer();
    await captured(1);

    await flush(server);

    expect(requests(server)).toEqual(['POST /events']);
  });

  it('settles mixed results one by one: the refused entity alone counts a failure', async () => {
    const server = createFakeServer();
    const events = await captured(4);
    server.refuseWith((entity) => (entity.uuid === events[1]!.uuid ? 422 : null));

    const result = await flush(server);

    expect(result).toMatchObject({ sent: 3, failed: 1, stoppedBy: 'done' });
    expect(await outboxOf(events)).toEqual([
      undefined,
      expect.objectContaining({ state: 'pending', attempts: 1, lastError: 'HTTP 422: refused 422' }),
      undefined,
      undefined,
    ]);
    expect(server.tables.events.has(events[1]!.uuid)).toBe(false);
    expect(await readRowsInFlight()).toEqual(new Set());
  });

  it('parks only the entity the server keeps refusing, exactly as five single POSTs would', async () => {
    const server = createFakeServer();
    const events = await captured(3);
    server.refuseWith((entity) => (entity.uuid === events[0]!.uuid ? 400 : null));

    for (let attempt = 0; attempt < 5; attempt += 1) {
      await flush(server);
      clock += 10 * 60_000;
    }

    expect(await outboxOf(events)).toEqual([
      expect.objectContaining({ state: 'parked', attempts: 5 }),
      undefined,
      undefined,
    ]);
    expect(server.tables.events.size).toBe(2);
    await flush(server);
    expect(server.calls).toHaveLength(5);
  });

  it.each<
    [
      string,
      number | 'no-answer' | 'drop-answer',
      { left: number; attempts: number; transient: number; stoppedBy: string },
    ]
  >([
    [
      'no answer retries the whole batch later, counting no attempt',
      'no-answer',
      { left: 3, attempts: 0, transient: 1, stoppedBy: 'done' },
    ],
    ['a server fault retries the whole batch later', 503, { left: 3, attempts: 0, transient: 1, stoppedBy: 'done' }],
    [
      'an answer lost after the write retries the whole batch',
      'drop-answer',
      { left: 3, attempts: 0, transient: 1, stoppedBy: 'done' },
    ],
    [
      'a lost session pauses the queue without counting',
      401,
      { left: 3, attempts: 0, transient: 0, stoppedBy: 'unauthorized' },
    ],
    [
      'a missing right pauses the queue without counting',
      403,
      { left: 3, attempts: 0, transient: 0, stoppedBy: 'unauthorized' },
    ],
  ])('%s', async (_, fault, expected) => {
    const server = createFakeServer();
    const events = await captured(3);
    server.failWith((_request, n) => (n === 1 ? fault : null));

    const result = await flush(server);

    expect(result.stoppedBy).toBe(expected.stoppedBy);
    const rows = await outboxOf(events);
    expect(rows.filter(Boolean)).toHaveLength(expected.left);
    for (const row of rows) {
      expect(row).toMatchObject({ state: 'pending', attempts: expected.attempts });
      expect(row?.transientFailures ?? 0).toBe(expected.transient);
    }
    expect(await readRowsInFlight()).toEqual(new Set());
    clock += 10 * 60_000;
    await flush(server);
    expect(await db.outbox.count()).toBe(0);
    expect([...server.tables.events.keys()].toSorted()).toEqual(events.map((e) => e.uuid).toSorted());
    expect(requests(server).at(-1)).toBe('POST /events/bulk ×3');
  });

  it.each([404, 405])(
    'a server answering %i to bulk gets one request per row, and is not asked in bulk again',
    async (status) => {
      const server = createFakeServer({ bulk: status });
      await captured(3);

      const first = await flush(server);
      await captured(2);
      await flush(server);

      expect(first).toMatchObject({ sent: 3, failed: 0 });
      expect(requests(server)).toEqual(['POST /events/bulk ×3', ...Array<string>(5).fill('POST /events')]);
      expect(server.tables.events.size).toBe(5);
      expect(await db.outbox.count()).toBe(0);
    },
  );

  it('a request refused as a whole (400) is sent again one row each, so only a row that is itself refused counts', async () => {
    const server = createFakeServer();
    const events = await captured(2);
    server.failWith((request) => (request.path.endsWith('/bulk') ? 400 : null));

    const result = await flush(server);

    expect(result).toMatchObject({ sent: 2, failed: 0 });
    expect(requests(server)).toEqual(['POST /events/bulk ×2', 'POST /events', 'POST /events']);
    expect(server.tables.events.size).toBe(events.length);
  });

  it('halves a batch the server finds too large (413) until the parts fit', async () => {
    const server = createFakeServer({ bulkLimit: 2 });
    await captured(5);

    const result = await flush(server);

    expect(result).toMatchObject({ sent: 5, failed: 0 });
    expect(requests(server)).toEqual([
      'POST /events/bulk ×5',
      'POST /events/bulk ×3',
      'POST /events/bulk ×2',
      'POST /events/bulk ×1',
      'POST /events/bulk ×2',
    ]);
    expect(server.tables.events.size).toBe(5);
  });

  it('keeps the order per uuid: an edit and a delete queued behind creates in flight go after the bulk, with the new ids', async () => {
    const server = createFakeServer();
    const [edited, deleted, untouched] = await captured(3);
    await markQueueInFlight(); // the creates are on their way
    await capture({ ...edited!, notes: 'late whistle' }, 'update', clock);
    await capture(deleted!, 'delete', clock);

    await flush(server);

    const id = (event: MatchEvent) => server.tables.events.get(event.uuid)?.id ?? '(gone)';
    expect(requests(server)).toEqual([
      'POST /events/bulk ×3',
      `PUT /events/${id(edited!)}`,
      expect.stringMatching(/^DELETE \/events\/\d+$/),
    ]);
    expect(server.tables.events.get(edited!.uuid)?.notes).toBe('late whistle');
    expect(server.tables.events.has(deleted!.uuid)).toBe(false);
    expect(server.tables.events.has(untouched!.uuid)).toBe(true);
    expect(await db.outbox.count()).toBe(0);
  });

  it('an edit and a delete made while their creates are on their way follow the bulk request, never merged into it', async () => {
    const server = createFakeServer();
    const [edited, deleted] = await captured(3);
    let isSending = false;
    const transport: OutboxTransport = async (request) => {
      if (!isSending) {
        isSending = true;
        // The scorer goes on while the bulk request is at the server.
        await capture({ ...edited!, notes: 'late whistle' }, 'update', clock);
        await capture(deleted!, 'delete', clock);
      }
      return server.transport(request);
    };

    await flushOutbox({ transport, isOnline: () => true, now: () => clock });

    const id = server.tables.events.get(edited!.uuid)?.id;
    expect(requests(server)).toEqual([
      'POST /events/bulk ×3',
      `PUT /events/${id}`,
      expect.stringMatching(/^DELETE \/events\/\d+$/),
    ]);
    expect(server.tables.events.get(edited!.uuid)?.notes).toBe('late whistle');
    expect(server.tables.events.has(deleted!.uuid)).toBe(false);
    expect(await db.outbox.count()).toBe(0);
    expect(await readRowsInFlight()).toEqual(new Set());
  });

  it('sends possessions before the events that name them', async () => {
    const server = createFakeServer();
    for (let i = 0; i < 2; i += 1) {
      const event = anEvent();
      const possession = { uuid: `possession-${event.uuid}`, match: { id: 1 } };
      await db.transaction('rw', db.outbox, db.meta, async () => {
        await queueOutboxWrite({ entity: 'event', op: 'create', uuid: event.uuid, payload: event }, clock);
        await queueOutboxWrite(
          { entity: 'possession', op: 'create', uuid: possession.uuid, payload: possession },
          clock,
        );
      });
    }

    await flush(server);

    expect(requests(server)).toEqual(['POST /possessions/bulk ×2', 'POST /events/bulk ×2']);
  });

  it("puts only the signed-in user's rows in a bulk request, with that user's token", async () => {
    const anna: DataOwner = { userId: 5, organizationId: 1 };
    const boris: DataOwner = { userId: 9, organizationId: 2 };
    const server = createFakeServer();
    await signInAs(anna);
    await captured(2);
    await signInAs(boris);
    const boriss = await captured(2);

    await flush(server);

    expect(server.calls.map((call) => [call.path, call.token])).toEqual([['/events/bulk', 'token-9']]);
    expect(server.postedUuids()).toEqual(boriss.map((e) => e.uuid));
    expect((await db.outbox.toArray()).map((row) => row.owner)).toEqual([anna, anna]);
  });
});
