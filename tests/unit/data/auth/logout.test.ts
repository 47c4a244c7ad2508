import { beforeEach, expect, it, vi } from 'vitest';
import { AUTH_STORAGE_KEY, loadAccount, logout, persistSession, session, setSession } from '../../../../src/data/auth';
import { db } from '../../../../src/data/db';
import { fakeToken, nowSeconds } from '../support/tokens';

beforeEach(async () => {
  await Promise.all([db.liveStates.clear(), db.outbox.clear()]);
});

it('logout drops the token everywhere and resets the capture state, but keeps the outbox', async () => {
  setSession({ token: fakeToken({ exp: nowSeconds() + 600 }), account: null });
  await persistSession();
  await db.liveStates.put({ matchId: 3, state: { quarter: 2 }, updatedAt: 1 });
  await db.outbox.add({
    entity: 'event',
    op: 'create',
    uuid: 'u1',
    payload: {},
    attempts: 0,
    nextAttemptAt: 0,
    lastError: null,
    state: 'pending',
    createdAt: 1,
  });

  await logout();

  expect(session.token).toBeNull();
  expect(localStorage.getItem(AUTH_STORAGE_KEY)).toBeNull();
  expect((await db.auth.get('current'))?.token).toBeNull();
  expect(await db.liveStates.count()).toBe(0);
  expect(await db.outbox.count()).toBe(1);
});

it('an account answer that arrives after the logout signs nobody back in', async () => {
  setSession({ token: fakeToken({ exp: nowSeconds() + 600 }), account: null });
  let answer: (response: Response) => void = () => {};
  vi.stubGlobal('fetch', () => new Promise<Response>((resolve) => (answer = resolve)));
  try {
    const loading = loadAccount();
    await logout();
    answer(Response.json({ id: 1, login: 'user', authorities: ['ROLE_USER'], userExtra: null }));

    expect(await loading).toBeNull();
    expect(session).toMatchObject({ token: null, account: null });
    expect(localStorage.getItem(AUTH_STORAGE_KEY)).toBeNull();
  } finally {
    vi.unstubAllGlobals();
  }
});
