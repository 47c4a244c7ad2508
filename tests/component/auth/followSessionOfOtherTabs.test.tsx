import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { followSessionOfOtherTabs } from '../../../src/app/auth/followSessionOfOtherTabs';
import { AUTH_STORAGE_KEY, EMPTY_SESSION, session, setSession } from '../../../src/data/auth';
import type { Account } from '../../../src/domain/model';

const account = (id: number): Account => ({
  id,
  login: `user${id}`,
  firstName: null,
  lastName: null,
  email: null,
  activated: true,
  langKey: 'en',
  imageUrl: null,
  authorities: ['ROLE_USER'],
  userExtra: null,
});

/** What another tab does to localStorage, and the event this tab then receives. */
function otherTabStores(auth: { token: string; account: Account } | null): void {
  if (auth) localStorage.setItem(AUTH_STORAGE_KEY, JSON.stringify(auth));
  else localStorage.removeItem(AUTH_STORAGE_KEY);
  window.dispatchEvent(new StorageEvent('storage', { key: AUTH_STORAGE_KEY }));
}

beforeAll(() => followSessionOfOtherTabs());
afterEach(() => {
  setSession({ ...EMPTY_SESSION });
  localStorage.clear();
  window.history.replaceState(null, '', '/');
});

describe('a tab left open while another tab changes who is signed in', () => {
  it.each<[string, { token: string; account: Account } | null, string | null, number | null, string]>([
    ['another tab signs out: this one signs out too and leaves the screen', null, null, null, '/home'],
    [
      'another user signs in there: this tab becomes theirs, from their home',
      { token: 'tok-9', account: account(9) },
      'tok-9',
      9,
      '/',
    ],
    [
      'the same user gets a new token (password change): only the token changes',
      { token: 'tok-5b', account: account(5) },
      'tok-5b',
      5,
      '/3/events',
    ],
  ])('%s', (_, stored, token, accountId, path) => {
    setSession({ token: 'tok-5', account: account(5) });
    window.history.replaceState(null, '', '/3/events');

    otherTabStores(stored);

    expect(session.token).toBe(token);
    expect(session.account?.id ?? null).toBe(accountId);
    expect(window.location.pathname).toBe(path);
  });

  it('ignores other keys of the storage', () => {
    setSession({ token: 'tok-5', account: account(5) });
    window.dispatchEvent(new StorageEvent('storage', { key: 'poolside.preloadErrorReloadAt' }));
    expect(session.token).toBe('tok-5');
  });
});
