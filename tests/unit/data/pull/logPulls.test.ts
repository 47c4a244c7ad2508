import type { $Fetch } from 'ofetch';
import { beforeEach, describe, expect, it } from 'vitest';
import { logout } from '../../../../src/data/auth/logout';
import { setSession } from '../../../../src/data/auth/session';
import { db, type EventRow } from '../../../../src/data/db';
import { refreshMatchLog } from '../../../../src/data/matchData';
import { loadListedMatches } from '../../../../src/data/statistics';
import { loadClipSources } from '../../../../src/data/video';
import { anEvent, capture, resetDb } from '../outbox/outboxFixtures';
import { gatedServer } from './gatedServer';

/** Every screen's pull of a match's events: one rule for what a late answer may overwrite. */
const LOG_PULLS: { screen: string; pull: (client: $Fetch) => Promise<void> }[] = [
  { screen: 'capture and event list (match data)', pull: (client) => refreshMatchLog(1, 10, client) },
  { screen: 'statistics', pull: (client) => loadListedMatches([1], () => {}, client) },
  { screen: 'video', pull: (client) => loadClipSources([1], client) },
];

const teamEvent = (notes: string, id?: number): EventRow => anEvent({ team: { id: 10 }, notes, ...(id ? { id } : {}) });

/** A server whose events are `events`, read when the request arrives. */
const serverWith = (events: EventRow[]) => gatedServer((path) => (path === '/events' ? events : []));

const notesIn = async () => Object.fromEntries((await db.events.toArray()).map((row) => [row.uuid, row.notes]));
const queuedUuids = async () => (await db.outbox.toArray()).map((row) => row.uuid);

beforeEach(async () => {
  await resetDb();
  setSession({ token: 'token-1' });
});

describe.each(LOG_PULLS)('the $screen pull', ({ pull }) => {
  it('a capture made while the pull is in flight stays on the device, in the outbox and in the table', async () => {
    const synced = teamEvent('synced', 1);
    await db.events.put(synced);
    const server = serverWith([{ ...synced, notes: 'server copy' }]);
    const recorded = teamEvent('recorded meanwhile');
    await server.answerAfter(pull(server.client), async () => {
      await capture(recorded);
      await capture({ ...synced, notes: 'edited meanwhile' }, 'update');
    });
    expect(await notesIn()).toEqual({ [synced.uuid]: 'edited meanwhile', [recorded.uuid]: 'recorded meanwhile' });
    expect(await queuedUuids()).toEqual([recorded.uuid, synced.uuid]);
  });

  it('a capture delivered while the pull is in flight is neither overwritten, removed nor brought back', async () => {
    const edited = teamEvent('synced', 1);
    const deleted = teamEvent('synced', 2);
    await db.events.bulkPut([edited, deleted]);
    const server = serverWith([{ ...edited }, { ...deleted }]);
    const recorded = teamEvent('recorded meanwhile');
    await server.answerAfter(pull(server.client), async () => {
      await capture(recorded);
      await capture({ ...edited, notes: 'edited meanwhile' }, 'update');
      await capture(deleted, 'delete');
      await db.outbox.clear();
    });
    expect(await notesIn()).toEqual({ [edited.uuid]: 'edited meanwhile', [recorded.uuid]: 'recorded meanwhile' });
  });

  it('a row deleted on the server disappears from the cache unless it is local work', async () => {
    const deletedElsewhere = teamEvent('synced', 1);
    const queued = teamEvent('not yet delivered');
    const kept = teamEvent('synced', 3);
    await db.events.bulkPut([deletedElsewhere, kept]);
    await capture(queued);
    const server = serverWith([kept]);
    const pulling = pull(server.client);
    server.release();
    await pulling;
    expect(await notesIn()).toEqual({ [queued.uuid]: 'not yet delivered', [kept.uuid]: 'synced' });
  });

  it('a logout during the pull stores nothing, and the captures waiting stay in the outbox', async () => {
    const waiting = teamEvent('waiting');
    await capture(waiting);
    const server = serverWith([teamEvent('of the user who left', 1)]);
    await server.answerAfter(pull(server.client), logout);
    expect(await db.events.count()).toBe(0);
    expect(await queuedUuids()).toEqual([waiting.uuid]);
  });

  it('stores the answer while its user is still signed in', async () => {
    const onServer = teamEvent('on the server', 1);
    const server = serverWith([onServer]);
    const pulling = pull(server.client);
    server.release();
    await pulling;
    expect(await notesIn()).toEqual({ [onServer.uuid]: 'on the server' });
  });

  it('two concurrent pulls of one match make one request', async () => {
    const server = serverWith([teamEvent('on the server', 1)]);
    let second: Promise<void> | undefined;
    await server.answerAfter(pull(server.client), async () => {
      second = pull(server.client);
    });
    await second;
    expect(server.requests.filter((path) => path === '/events')).toHaveLength(1);
    expect(await db.events.count()).toBe(1);
  });
});
