import { beforeEach, describe, expect, it } from 'vitest';
import {
  AUTH_STORAGE_KEY,
  EMPTY_SESSION,
  restoreSession,
  restoreSessionFromDb,
  session,
  setSession,
} from '../../../../src/data/auth';
import { db } from '../../../../src/data/db';
import { fakeToken, nowSeconds } from '../support/tokens';

const account = { id: 1, login: 'user', authorities: ['ROLE_USER'] };

beforeEach(async () => {
  localStorage.clear();
  setSession({ ...EMPTY_SESSION });
  await db.auth.clear();
  await db.account.clear();
});

describe('restoring the session on start', () => {
  it('takes a valid stored token and account', () => {
    const token = fakeToken({ exp: nowSeconds() + 600 });
    localStorage.setItem(AUTH_STORAGE_KEY, JSON.stringify({ token, account }));
    expect(restoreSession()).toBe('restored');
    expect(session.token).toBe(token);
    expect(session.account?.login).toBe('user');
  });

  it('replaces an expired token by the empty state, in both stores', async () => {
    await db.auth.put({ key: 'current', token: 'old' });
    localStorage.setItem(AUTH_STORAGE_KEY, JSON.stringify({ token: fakeToken({ exp: nowSeconds() - 60 }), account }));
    expect(restoreSession()).toBe('expired');
    expect(session.token).toBeNull();
    expect(localStorage.getItem(AUTH_STORAGE_KEY)).toBeNull();
    await expect.poll(async () => (await db.auth.get('current'))?.token).toBeNull();
  });

  it('with nothing stored stays signed out', () => {
    expect(restoreSession()).toBe('none');
    expect(session.token).toBeNull();
  });

  it('recovers a valid token that only the database still holds, and mirrors it', async () => {
    const token = fakeToken({ exp: nowSeconds() + 600 });
    await db.auth.put({ key: 'current', token });
    expect(await restoreSessionFromDb()).toBe(true);
    expect(session.token).toBe(token);
    expect(JSON.parse(localStorage.getItem(AUTH_STORAGE_KEY)!).token).toBe(token);
  });
});
