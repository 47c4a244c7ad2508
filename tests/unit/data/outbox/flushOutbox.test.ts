import { beforeEach, describe, expect, it } from 'vitest';
import { db } from '../../../../src/data/db';
import {
  flushOutbox,
  retryOutboxRow,
  discardOutboxRow,
  exportOutboxRows,
  LAST_SYNC_KEY,
  readOutboxStatus,
  queueOutboxWrite,
} from '../../../../src/data/outbox';
import type { MatchEvent } from '../../../../src/domain/model';
import { createFakeServer } from './fakeServer';
import { anEvent, capture as captureEvent, markQueueInFlight, resetDb } from './outboxFixtures';
import { readRowsInFlight } from '../../../../src/data/outbox/rowsInFlight';

let clock = 1_000_000;
const now = () => clock;

function capture(event: MatchEvent, op: 'create' | 'update' | 'delete' = 'create') {
  return captureEvent(event, op, clock);
}

function flush(server: ReturnType<typeof createFakeServer>, isOnline = true) {
  return flushOutbox({ transport: server.transport, isOnline: () => isOnline, now });
}

beforeEach(async () => {
  clock = 1_000_000;
  await resetDb();
});

describe('flushing the outbox', () => {
  it('delivers every capture once, writes the server ids back and empties the queue', async () => {
    const server = createFakeServer();
    const events = [anEvent(), anEvent(), anEvent()];
    for (const e of events) await capture(e);

    const result = await flush(server);

    expect(result).toMatchObject({ sent: 3, failed: 0, stoppedBy: 'done' });
    expect(server.tables.events.size).toBe(3);
    expect(await db.outbox.count()).toBe(0);
    const local = await db.events.bulkGet(events.map((e) => e.uuid));
    expect(local.map((e) => e?.id)).toEqual(events.map((e) => server.tables.events.get(e.uuid)?.id));
    expect((await db.meta.get(LAST_SYNC_KEY))?.value).toBe(clock);
  });

  it('sends an update of a delivered event as a PUT with its server id', async () => {
    const server = createFakeServer();
    const event = anEvent();
    await capture(event);
    await flush(server);
    await capture({ ...event, notes: 'late whistle' }, 'update');

    await flush(server);

    expect(server.calls.at(-1)).toMatchObject({
      method: 'PUT',
      path: `/events/${server.tables.events.get(event.uuid)?.id}`,
    });
    expect(server.tables.events.get(event.uuid)?.notes).toBe('late whistle');
  });

  it('keeps the order per uuid: a delete queued behind its create goes after it', async () => {
    const server = createFakeServer();
    const event = anEvent();
    await capture(event);
    await markQueueInFlight(); // the create is on its way
    await capture(event, 'delete');

    await flush(server);

    expect(server.calls.map((c) => c.method)).toEqual(['POST', 'DELETE']);
    expect(server.tables.events.size).toBe(0);
    expect(await db.outbox.count()).toBe(0);
  });

  it.each([
    ['alone in the queue', 0],
    ['ahead of a long queue of other writes', 10],
  ])(
    "a delete queued behind its create goes with the id the create's answer named (%s), without asking the server",
    async (_, others) => {
      const server = createFakeServer();
      const event = anEvent();
      await capture(event);
      await markQueueInFlight(); // the create is on its way
      await capture(event, 'delete');
      for (let matchId = 1; matchId <= others; matchId += 1) {
        await db.transaction('rw', db.outbox, db.meta, () =>
          queueOutboxWrite(
            { entity: 'match', op: 'update', uuid: `match:${matchId}`, payload: { action: 'start', matchId } },
            clock,
          ),
        );
      }

      await flush(server);

      const eventCalls = server.calls
        .filter((call) => call.path.startsWith('/events'))
        .map((call) => `${call.method} ${call.path}`);
      expect(eventCalls).toEqual(['POST /events', 'DELETE /events/1']);
      expect(await db.outbox.count()).toBe(0);
    },
  );

  it('counts nothing and keeps everything while the device is offline', async () => {
    const server = createFakeServer();
    await capture(anEvent());

    const result = await flush(server, false);

    expect(result.stoppedBy).toBe('offline');
    expect(server.calls).toHaveLength(0);
    expect((await db.outbox.toArray())[0]).toMatchObject({ attempts: 0, state: 'pending' });
  });

  it('runs only with a signed-in user of an organisation', async () => {
    await resetDb({ signedIn: false });
    const server = createFakeServer();
    await capture(anEvent());

    expect((await flush(server)).stoppedBy).toBe('not-signed-in');
    expect(server.calls).toHaveLength(0);
  });

  it.each([401, 403])('pauses on %i without counting an attempt', async (status) => {
    const server = createFakeServer();
    for (let i = 0; i < 20; i += 1) await capture(anEvent());
    server.failWith(() => status);

    const result = await flush(server);

    expect(result.stoppedBy).toBe('unauthorized');
    expect(server.calls.length).toBeLessThan(20);
    expect(await db.outbox.count()).toBe(20);
    expect((await db.outbox.toArray()).every((r) => r.attempts === 0)).toBe(true);
    expect(await readRowsInFlight()).toEqual(new Set());
  });

  it('parks a row the server rejects five times, keeps it visible and holds back its later rows', async () => {
    const server = createFakeServer();
    const event = anEvent();
    await capture(event);
    server.failWith((request) => (request.method === 'POST' ? 400 : null));

    for (let attempt = 0; attempt < 5; attempt += 1) {
      await flush(server);
      clock += 10 * 60_000;
    }

    const [row] = await db.outbox.toArray();
    expect(row).toMatchObject({ state: 'parked', attempts: 5, lastError: 'HTTP 400: injected 400' });
    await flush(server);
    expect(server.calls).toHaveLength(5);
  });

  it('never parks a row for transient failures (no answer, timeouts, 5xx) and backs off between tries', async () => {
    const server = createFakeServer();
    await capture(anEvent());
    let n = 0;
    server.failWith(() => (++n <= 8 ? (n % 2 ? 503 : 'no-answer') : null));

    for (let i = 0; i < 8; i += 1) {
      await flush(server);
      const [row] = await db.outbox.toArray();
      expect(row?.state).toBe('pending');
      expect(row!.nextAttemptAt).toBeGreaterThan(clock);
      clock = row!.nextAttemptAt;
    }
    await flush(server);

    expect(await db.outbox.count()).toBe(0);
    expect(server.tables.events.size).toBe(1);
  });

  it('a create whose answer was lost is sent again and stored once', async () => {
    const server = createFakeServer();
    const event = anEvent();
    await capture(event);
    server.failWith((_request, n) => (n === 1 ? 'drop-answer' : null));

    await flush(server);
    clock += 60_000;
    await flush(server);

    expect(server.tables.events.size).toBe(1);
    expect((await db.events.get(event.uuid))?.id).toBe(server.tables.events.get(event.uuid)?.id);
    expect(await db.outbox.count()).toBe(0);
  });

  it('learns the server id by uuid when an update follows a create whose answer was lost', async () => {
    const server = createFakeServer();
    const event = anEvent();
    await capture(event);
    server.failWith((_request, n) => (n === 1 ? 'drop-answer' : null));
    await flush(server);
    await db.outbox.clear(); // as if the create had been delivered by another tab
    await capture({ ...event, notes: 'edited' }, 'update');
    clock += 60_000;

    await flush(server);

    expect(server.calls.map((c) => c.method)).toEqual(['POST', 'GET', 'PUT']);
    expect(server.tables.events.get(event.uuid)?.notes).toBe('edited');
  });

  it('a parked row can be retried, exported and discarded by the user', async () => {
    const server = createFakeServer();
    await capture(anEvent());
    server.failWith(() => 422);
    for (let i = 0; i < 5; i += 1) {
      await flush(server);
      clock += 10 * 60_000;
    }
    const [parked] = await db.outbox.toArray();
    expect(JSON.parse(await exportOutboxRows()).rows).toHaveLength(1);

    server.failWith(() => null);
    await retryOutboxRow(parked!.id!, clock);
    await flush(server);
    expect(await db.outbox.count()).toBe(0);

    await capture(anEvent());
    const [other] = await db.outbox.toArray();
    await discardOutboxRow(other!.id!);
    expect(await db.outbox.count()).toBe(0);
  });
});

describe('a server nothing gets through to', () => {
  it.each([
    { answer: 'no-answer' as const, isOnline: true, unreachable: true },
    { answer: 'no-answer' as const, isOnline: false, unreachable: true },
    { answer: 503, isOnline: true, unreachable: false },
    { answer: 400, isOnline: true, unreachable: false },
  ])(
    'a delivery answered $answer (online flag $isOnline) marks the server unreachable: $unreachable',
    async ({ answer, isOnline, unreachable }) => {
      const server = createFakeServer();
      await capture(anEvent());
      server.failWith(() => answer);

      await flush(server, isOnline);

      expect(await readOutboxStatus()).toMatchObject({ pending: 1, unreachableSince: unreachable ? clock : null });
    },
  );

  it('keeps the time of the first unanswered delivery, and forgets it once a delivery gets through', async () => {
    const server = createFakeServer();
    await capture(anEvent());
    server.failWith(() => 'no-answer');
    await flush(server);
    const firstFailure = clock;
    clock += 60_000;
    await flush(server);
    expect((await readOutboxStatus()).unreachableSince).toBe(firstFailure);

    server.failWith(() => null);
    clock += 60_000;
    await flush(server);

    expect(await readOutboxStatus()).toMatchObject({ pending: 0, unreachableSince: null });
  });
});
