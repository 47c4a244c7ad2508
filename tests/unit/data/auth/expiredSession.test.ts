import { beforeEach, describe, expect, it } from 'vitest';
import {
  AUTH_STORAGE_KEY,
  EMPTY_SESSION,
  restoreSession,
  restoreSessionFromDb,
  session,
  setSession,
} from '../../../../src/data/auth';
import { CACHE_OWNER_KEY } from '../../../../src/data/cache/cacheOwnerKey';
import { db } from '../../../../src/data/db';
import type { DataOwner } from '../../../../src/data/db/rows';
import { accountOf } from '../owner/signInAs';
import { fakeToken, nowSeconds } from '../support/tokens';
import { pendingCapture } from '../support/outboxRows';

const ANNA: DataOwner = { userId: 5, organizationId: 1 };
const expiredToken = () => fakeToken({ exp: nowSeconds() - 60 });
const validToken = () => fakeToken({ exp: nowSeconds() + 600 });

/** What Anna's device holds after a day at the pool: cached rows, an open match, two captures not yet sent. */
async function cacheOfAnna(): Promise<void> {
  await db.matches.put({ id: 3, name: 'Sharks v Tritons', team1: { id: 1 }, team2: { id: 2 }, status: 'ONGOING' });
  await db.teams.put({ id: 1, name: 'Sharks' });
  await db.players.put({ id: 10, firstName: 'A', lastName: 'Home', team: { id: 1 } });
  const base = { match: { id: 3 }, team: { id: 1 }, quarter: 1, offense: true, extraPlayer: false };
  await db.events.put({ ...base, uuid: 'e1', id: 1, time: 0, type: 'SHOOT', needsReview: false, timeEstimated: false });
  await db.liveStates.put({ matchId: 3, state: { quarter: 2, selectedTeam: 'team1' }, updatedAt: 1 });
  await db.meta.put({ key: CACHE_OWNER_KEY, value: ANNA });
  await db.outbox.bulkAdd([pendingCapture('sent-later-by-anna', ANNA), pendingCapture('queued-before-owners')]);
}

async function cachedRowCount(): Promise<number> {
  const cached = db.tables.filter((table) => !['outbox', 'auth'].includes(table.name));
  return (await Promise.all(cached.map((table) => table.count()))).reduce((sum, count) => sum + count, 0);
}

const outboxOwners = async () => (await db.outbox.toArray()).map((row) => [row.uuid, row.owner]);

beforeEach(async () => {
  localStorage.clear();
  setSession({ ...EMPTY_SESSION });
  await Promise.all(db.tables.map((table) => table.clear()));
});

describe("a start that finds the stored session expired clears the device's cache as logout does", () => {
  it('empties every cached table and keeps the unsynced captures, each under its owner', async () => {
    await cacheOfAnna();
    localStorage.setItem(AUTH_STORAGE_KEY, JSON.stringify({ token: expiredToken(), account: accountOf(ANNA) }));

    expect(restoreSession()).toBe('expired');

    expect(session.token).toBeNull();
    await expect.poll(cachedRowCount).toBe(0);
    expect(await outboxOwners()).toEqual([
      ['sent-later-by-anna', ANNA],
      ['queued-before-owners', ANNA],
    ]);
    expect(localStorage.getItem(AUTH_STORAGE_KEY)).toBeNull();
  });

  it('without a stored account, stamps the ownerless captures with the owner the cache recorded', async () => {
    await cacheOfAnna();
    localStorage.setItem(AUTH_STORAGE_KEY, JSON.stringify({ token: expiredToken(), account: null }));

    restoreSession();

    await expect.poll(cachedRowCount).toBe(0);
    expect(await outboxOwners()).toEqual([
      ['sent-later-by-anna', ANNA],
      ['queued-before-owners', ANNA],
    ]);
  });

  it('also when only the database still holds the expired session', async () => {
    await cacheOfAnna();
    await db.auth.put({ key: 'current', token: expiredToken() });
    await db.account.put({ key: 'current', account: accountOf(ANNA) });

    expect(restoreSession()).toBe('none');
    expect(await restoreSessionFromDb()).toBe(false);

    expect(await cachedRowCount()).toBe(0);
    expect(await db.outbox.count()).toBe(2);
    expect((await db.auth.get('current'))?.token).toBeNull();
  });

  it('a session still valid keeps its cache', async () => {
    await cacheOfAnna();
    const token = validToken();
    localStorage.setItem(AUTH_STORAGE_KEY, JSON.stringify({ token, account: accountOf(ANNA) }));

    expect(restoreSession()).toBe('restored');

    expect(session.token).toBe(token);
    expect(await db.matches.count()).toBe(1);
    expect(await db.liveStates.count()).toBe(1);
    expect(await outboxOwners()).toEqual([
      ['sent-later-by-anna', ANNA],
      ['queued-before-owners', undefined],
    ]);
  });
});
