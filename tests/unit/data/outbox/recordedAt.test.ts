import { beforeEach, describe, expect, it } from 'vitest';
import { applyCaptureWrites } from '../../../../src/data/captureState/applyCaptureWrites';
import { db } from '../../../../src/data/db';
import { refreshMatchLog } from '../../../../src/data/matchData';
import { flushOutbox } from '../../../../src/data/outbox';
import type { MatchEvent, Possession } from '../../../../src/domain/model';
import { fakeApi } from '../matchData/fakeApi';
import { createFakeServer } from './fakeServer';
import { anEvent, resetDb } from './outboxFixtures';

/**
 * `recordedAt`, the instant of the tap that saved a capture, is the device's own: stored with the capture, sent
 * with its create (single or bulk) and with every later update, and kept when the server's copy comes back.
 */
let clock = 1_000_000;
type FakeServer = ReturnType<typeof createFakeServer>;

const flush = (server: FakeServer) =>
  flushOutbox({ transport: server.transport, isOnline: () => true, now: () => clock });
const capture = (writes: Parameters<typeof applyCaptureWrites>[1]) => applyCaptureWrites(1, writes, {}, clock);
const tappedAt = (second: number) => `2026-11-28T08:15:${String(second).padStart(2, '0')}.412Z`;

let possessionCount = 0;
function aPossession(overrides: Partial<Possession> = {}): Possession {
  possessionCount += 1;
  return {
    uuid: `11111111-1111-4111-8111-${possessionCount.toString(16).padStart(12, '0')}`,
    match: { id: 1 },
    team: { id: 1 },
    quarter: 1,
    timeFrom: possessionCount,
    offense: true,
    extraPlayer: false,
    isRestart: false,
    ...overrides,
  };
}

/** What each request carried: `METHOD path` and the recordedAt of every entity in its body. */
function sent(server: FakeServer) {
  return server.calls.map((call) => {
    const bodies = (Array.isArray(call.body) ? call.body : [call.body]) as { recordedAt?: unknown }[];
    return [`${call.method} ${call.path}`, bodies.map((body) => body?.recordedAt)];
  });
}

beforeEach(async () => {
  clock = 1_000_000;
  await resetDb();
});

describe('the instant of a capture on its way to the server', () => {
  it('a lone possession and event each carry theirs in their POST, and the local copies keep it with the server id', async () => {
    const server = createFakeServer();
    const possession = aPossession({ recordedAt: tappedAt(1) });
    const event = anEvent({ possessionUuid: possession.uuid, recordedAt: tappedAt(2) });
    await capture([
      { kind: 'putPossession', possession },
      { kind: 'putEvent', event },
    ]);

    expect(await flush(server)).toMatchObject({ sent: 2, failed: 0 });

    expect(sent(server)).toEqual([
      ['POST /possessions', [tappedAt(1)]],
      ['POST /events', [tappedAt(2)]],
    ]);
    expect(server.tables.possessions.get(possession.uuid)?.recordedAt).toBe(tappedAt(1));
    expect(server.tables.events.get(event.uuid)?.recordedAt).toBe(tappedAt(2));
    expect(await db.possessions.get(possession.uuid)).toMatchObject({
      id: expect.any(Number),
      recordedAt: tappedAt(1),
    });
    expect(await db.events.get(event.uuid)).toMatchObject({ id: expect.any(Number), recordedAt: tappedAt(2) });
  });

  it('captures sent in bulk each carry their own', async () => {
    const server = createFakeServer();
    const events = [1, 2, 3].map((second) => anEvent({ recordedAt: tappedAt(second) }));
    await capture(events.map((event) => ({ kind: 'putEvent', event })));

    await flush(server);

    expect(sent(server)).toEqual([['POST /events/bulk', [tappedAt(1), tappedAt(2), tappedAt(3)]]]);
    expect(events.map((event) => server.tables.events.get(event.uuid)?.recordedAt)).toEqual([
      tappedAt(1),
      tappedAt(2),
      tappedAt(3),
    ]);
  });

  it('an edit merged into a create not yet sent, and an edit after delivery, both send it', async () => {
    const server = createFakeServer();
    const event = anEvent({ recordedAt: tappedAt(4) });
    await capture([{ kind: 'putEvent', event }]);
    await capture([{ kind: 'putEvent', event: { ...event, notes: 'before sending' } }]);
    await flush(server);
    await capture([{ kind: 'putEvent', event: { ...(await db.events.get(event.uuid))!, notes: 'after sending' } }]);
    await flush(server);

    expect(sent(server)).toEqual([
      ['POST /events', [tappedAt(4)]],
      [`PUT /events/${server.tables.events.get(event.uuid)!.id}`, [tappedAt(4)]],
    ]);
    expect(server.tables.events.get(event.uuid)).toMatchObject({ notes: 'after sending', recordedAt: tappedAt(4) });
  });

  it("a capture without one (an older build's) is sent without one", async () => {
    const server = createFakeServer();
    const event: MatchEvent = anEvent();
    await capture([{ kind: 'putEvent', event }]);

    await flush(server);

    expect(sent(server)).toEqual([['POST /events', [undefined]]]);
  });
});

describe("the server's copy of a capture in the device cache", () => {
  it('keeps its recordedAt, and null where the server has none', async () => {
    const server = createFakeServer();
    const [stamped, unstamped] = [anEvent({ recordedAt: tappedAt(5) }), anEvent()];
    const possession = aPossession({ recordedAt: tappedAt(6) });
    await capture([
      { kind: 'putPossession', possession },
      { kind: 'putEvent', event: stamped },
      { kind: 'putEvent', event: unstamped },
    ]);
    await flush(server);
    await db.events.clear();
    await db.possessions.clear();

    // The server answers every field it holds, null where a value is missing (docs/api.md §4).
    const answered = (rows: Map<string, Record<string, unknown>>) =>
      [...rows.values()].map((row) => ({ recordedAt: null, ...row }));
    await refreshMatchLog(
      1,
      1,
      fakeApi((path) => answered(path === '/events' ? server.tables.events : server.tables.possessions)),
    );

    expect((await db.events.get(stamped.uuid))?.recordedAt).toBe(tappedAt(5));
    expect(await db.events.get(unstamped.uuid)).toHaveProperty('recordedAt', null);
    expect((await db.possessions.get(possession.uuid))?.recordedAt).toBe(tappedAt(6));
  });
});
