import { beforeEach, describe, expect, it } from 'vitest';
import { setSession } from '../../../../src/data/auth/session';
import { db } from '../../../../src/data/db';
import type { DataOwner, OutboxRow } from '../../../../src/data/db/rows';
import { exportOutboxRows, flushOutbox, queueOutboxWrite, readOutboxStatus } from '../../../../src/data/outbox';
import { isOwnedBy } from '../../../../src/data/outbox/isOwnedBy';
import { signInAs } from '../owner/signInAs';
import { createFakeServer } from './fakeServer';
import { anEvent, markQueueInFlight, resetDb } from './outboxFixtures';

const ANNA: DataOwner = { userId: 5, organizationId: 1 };
const BORIS: DataOwner = { userId: 9, organizationId: 2 };
const ANNA_ELSEWHERE: DataOwner = { userId: 5, organizationId: 2 };

async function queueAs(owner: DataOwner | null, uuid = anEvent().uuid): Promise<string> {
  if (owner) await signInAs(owner);
  else setSession({ account: null });
  const event = anEvent({ uuid });
  await db.transaction('rw', db.events, db.outbox, db.meta, async () => {
    await db.events.put(event);
    await queueOutboxWrite({ entity: 'event', op: 'create', uuid, payload: event });
  });
  return uuid;
}

beforeEach(async () => {
  await resetDb({ signedIn: false });
  setSession({ token: null, account: null, error: null });
});

describe('whose outbox row it is', () => {
  it.each<[string, OutboxRow['owner'], DataOwner | null, boolean]>([
    ['its owner', ANNA, ANNA, true],
    ['another user of another organisation', ANNA, BORIS, false],
    ['the same user moved to another organisation', ANNA, ANNA_ELSEWHERE, false],
    ['nobody signed in', ANNA, null, false],
    ['a row queued before owners, for whoever is signed in', undefined, BORIS, true],
    ['a row queued before owners, with nobody signed in', undefined, null, false],
  ])('%s: %s', (_, rowOwner, signedIn, expected) => {
    expect(isOwnedBy(rowOwner ? { owner: rowOwner } : {}, signedIn)).toBe(expected);
  });

  it('a queued write belongs to the user signed in when it was made', async () => {
    const uuid = await queueAs(ANNA);
    expect((await db.outbox.where('uuid').equals(uuid).first())?.owner).toEqual(ANNA);
  });
});

describe('a shared device', () => {
  it("sends only the signed-in user's rows, each with that user's token", async () => {
    const server = createFakeServer();
    const annas = await queueAs(ANNA);
    const boriss = await queueAs(BORIS);

    const result = await flushOutbox({ transport: server.transport, isOnline: () => true });

    expect(result).toMatchObject({ sent: 1, stoppedBy: 'done' });
    expect([...server.tables.events.keys()]).toEqual([boriss]);
    expect(server.calls.map((call) => call.token)).toEqual(['token-9']);
    expect((await db.outbox.toArray()).map((row) => [row.uuid, row.owner])).toEqual([[annas, ANNA]]);
  });

  it('delivers a row from its payload alone when its owner is back, its cached copy long gone', async () => {
    const server = createFakeServer();
    const annas = await queueAs(ANNA);
    await db.events.clear();
    await signInAs(ANNA);

    await flushOutbox({ transport: server.transport, isOnline: () => true });

    expect(server.tables.events.get(annas)).toMatchObject({ uuid: annas, type: 'DRIVE' });
    expect(server.calls.map((call) => call.token)).toEqual(['token-5']);
    expect(await db.outbox.count()).toBe(0);
  });

  it('stops sending when another user signs in while it runs, one request per row', async () => {
    const server = createFakeServer({ bulk: 404 });
    for (let i = 0; i < 8; i += 1) await queueAs(ANNA);
    // Boris signs in while Anna's first rows are on their way.
    server.failWith((_, n) => {
      if (n === 1) void signInAs(BORIS);
      return null;
    });

    const result = await flushOutbox({ transport: server.transport, isOnline: () => true });

    expect(result.stoppedBy).toBe('not-signed-in');
    expect(server.calls.every((call) => call.token === 'token-5')).toBe(true);
    expect(await db.outbox.count()).toBeGreaterThan(0);
  });

  it("sends none of the first user's later rows once another user signs in during a bulk request", async () => {
    const server = createFakeServer();
    const uuids = [await queueAs(ANNA), await queueAs(ANNA), await queueAs(ANNA)];
    await markQueueInFlight(); // the creates are on their way, so edits queue behind
    for (const uuid of uuids) {
      await db.transaction('rw', db.outbox, db.meta, () =>
        queueOutboxWrite({ entity: 'event', op: 'update', uuid, payload: anEvent({ uuid, notes: 'edited' }) }),
      );
    }
    server.failWith((_, n) => {
      if (n === 1) void signInAs(BORIS);
      return null;
    });

    const result = await flushOutbox({ transport: server.transport, isOnline: () => true });

    expect(result).toMatchObject({ sent: 3, stoppedBy: 'not-signed-in' });
    expect(server.calls.map((call) => [call.path, call.token])).toEqual([['/events/bulk', 'token-5']]);
    expect((await db.outbox.toArray()).map((row) => [row.op, row.owner])).toEqual(uuids.map(() => ['update', ANNA]));
  });

  it("shows the sync indicator and the problems panel only the signed-in user's rows", async () => {
    await queueAs(ANNA);
    const boriss = await queueAs(BORIS);
    await db.outbox.toCollection().modify({ state: 'parked', lastError: 'HTTP 400' });

    const status = await readOutboxStatus();
    const exported = JSON.parse(await exportOutboxRows('parked')) as { rows: OutboxRow[] };

    expect(status).toMatchObject({ pending: 0, parked: 1 });
    expect(status.problems.map((row) => row.uuid)).toEqual([boriss]);
    expect(exported.rows.map((row) => row.uuid)).toEqual([boriss]);
  });

  it('shows nobody any row while nobody is signed in', async () => {
    await queueAs(ANNA);
    await db.auth.put({ key: 'current', token: null });
    expect(await readOutboxStatus()).toMatchObject({ pending: 0, parked: 0, problems: [] });
  });
});
