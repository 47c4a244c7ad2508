import { beforeEach, describe, expect, it } from 'vitest';
import { createApiClient } from '../../../../src/data/api';
import { db, type EventRow } from '../../../../src/data/db';
import { setSession } from '../../../../src/data/auth/session';
import { forgetCachedData } from '../../../../src/data/cache/forgetCachedData';
import { loadListedMatches } from '../../../../src/data/statistics';
import { resetDb } from '../outbox/outboxFixtures';

const event = (uuid: string, notes: string): EventRow => ({
  uuid,
  match: { id: 1 },
  team: { id: 10 },
  quarter: 1,
  time: 30,
  type: 'SHOOT',
  offense: true,
  extraPlayer: false,
  needsReview: false,
  timeEstimated: false,
  shootOutcome: 'GOAL',
  notes,
});

const queued = (uuid: string) => ({
  entity: 'event' as const,
  op: 'create' as const,
  uuid,
  payload: {},
  attempts: 0,
  nextAttemptAt: 0,
  lastError: null,
  state: 'pending' as const,
  createdAt: 1,
});

/**
 * A server whose answer to the events request was read before `whileInFlight` ran on the device: the answer
 * lists only `known`, whatever the device delivered or recorded meanwhile.
 */
function serverAnsweringFrom(known: EventRow[], whileInFlight: () => Promise<void>) {
  const fetch = async (input: RequestInfo | URL) => {
    const url = new URL(String(input), 'http://test');
    const rows = url.pathname.endsWith('/events') ? known : [];
    if (url.pathname.endsWith('/events')) await whileInFlight();
    return new Response(JSON.stringify(rows), {
      headers: { 'content-type': 'application/json', 'X-Total-Count': String(rows.length) },
    });
  };
  return createApiClient({ getToken: () => 't', onUnauthorized: () => {}, baseURL: 'http://test/api', fetch });
}

beforeEach(async () => {
  // Signed in: a load stores only for the user signed in when it began.
  await resetDb();
});

describe('a statistics load in flight while the scorer works', () => {
  it('keeps a capture delivered while the load was in flight', async () => {
    await db.events.put(event('captured', 'local'));
    await db.outbox.add(queued('captured'));
    // The outbox delivers the capture (its row goes) after the server read its answer.
    const client = serverAnsweringFrom([event('on-server', 'server')], () => db.outbox.clear());
    await loadListedMatches([1], () => {}, client);
    expect((await db.events.toCollection().primaryKeys()).sort()).toEqual(['captured', 'on-server']);
    expect((await db.events.get('captured'))?.notes).toBe('local');
  });

  it('keeps a capture recorded and delivered while the load was in flight', async () => {
    const client = serverAnsweringFrom([event('on-server', 'server')], async () => {
      await db.events.put(event('recorded-meanwhile', 'local'));
    });
    await loadListedMatches([1], () => {}, client);
    expect((await db.events.toCollection().primaryKeys()).sort()).toEqual(['on-server', 'recorded-meanwhile']);
  });

  it('still drops a synced row the server no longer lists (deleted elsewhere)', async () => {
    await db.events.put(event('deleted-elsewhere', 'stale'));
    const client = serverAnsweringFrom([event('on-server', 'server')], async () => {});
    await loadListedMatches([1], () => {}, client);
    expect(await db.events.toCollection().primaryKeys()).toEqual(['on-server']);
  });

  it('stores nothing once the user it loads for has logged out while the answer was on its way', async () => {
    setSession({ token: 'signed-in' });
    const client = serverAnsweringFrom([event('on-server', 'server')], async () => {
      setSession({ token: null });
      await forgetCachedData(null);
    });
    await loadListedMatches([1, 2, 3, 4], () => {}, client);
    expect(await db.events.count()).toBe(0);
  });

  it('stores the answer while its user is still signed in', async () => {
    setSession({ token: 'signed-in' });
    await loadListedMatches(
      [1],
      () => {},
      serverAnsweringFrom([event('on-server', 'server')], async () => {}),
    );
    expect(await db.events.toCollection().primaryKeys()).toEqual(['on-server']);
    setSession({ token: null });
  });
});
