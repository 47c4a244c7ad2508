import { beforeEach, expect, it } from 'vitest';
import { clearCache } from '../../../../src/data/cache';
import { db } from '../../../../src/data/db';

const event = (uuid: string) => ({ uuid, match: { id: 1 }, team: { id: 1 }, quarter: 1, time: 0, type: 'SHOOT' as const, offense: true, extraPlayer: false, needsReview: false });

beforeEach(async () => {
  await Promise.all(db.tables.map((table) => table.clear()));
});

it('empties cached reference data and synced captures', async () => {
  await db.matches.put({ id: 1, name: 'A v B', team1: { id: 1 }, team2: { id: 2 }, status: 'ONGOING' });
  await db.teams.put({ id: 1, name: 'A' });
  await db.events.put(event('synced'));
  expect(await clearCache()).toEqual({ pendingCaptures: 0 });
  expect(await db.matches.count()).toBe(0);
  expect(await db.teams.count()).toBe(0);
  expect(await db.events.count()).toBe(0);
});

it('never drops unsynced captures: their outbox rows and rows stay', async () => {
  await db.events.bulkPut([event('pending'), event('synced')]);
  await db.outbox.add({ entity: 'event', op: 'create', uuid: 'pending', payload: {}, attempts: 2, nextAttemptAt: 0, lastError: 'offline', state: 'pending', createdAt: 1 });
  await db.liveStates.put({ matchId: 1, state: {}, updatedAt: 1 });
  expect(await clearCache()).toEqual({ pendingCaptures: 1 });
  expect((await db.events.toArray()).map((e) => e.uuid)).toEqual(['pending']);
  expect(await db.outbox.count()).toBe(1);
  expect(await db.liveStates.count()).toBe(1);
});
