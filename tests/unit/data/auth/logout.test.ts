import { beforeEach, expect, it } from 'vitest';
import { AUTH_STORAGE_KEY, logout, persistSession, session, setSession } from '../../../../src/data/auth';
import { db } from '../../../../src/data/db';
import { fakeToken, nowSeconds } from '../support/tokens';

beforeEach(async () => {
  await Promise.all([db.liveStates.clear(), db.outbox.clear()]);
});

it('logout drops the token everywhere and resets the capture state, but keeps the outbox', async () => {
  setSession({ token: fakeToken({ exp: nowSeconds() + 600 }), account: null });
  await persistSession();
  await db.liveStates.put({ matchId: 3, state: { quarter: 2 }, updatedAt: 1 });
  await db.outbox.add({ entity: 'event', op: 'create', uuid: 'u1', payload: {}, attempts: 0, nextAttemptAt: 0, lastError: null, state: 'pending', createdAt: 1 });

  await logout();

  expect(session.token).toBeNull();
  expect(localStorage.getItem(AUTH_STORAGE_KEY)).toBeNull();
  expect((await db.auth.get('current'))?.token).toBeNull();
  expect(await db.liveStates.count()).toBe(0);
  expect(await db.outbox.count()).toBe(1);
});
