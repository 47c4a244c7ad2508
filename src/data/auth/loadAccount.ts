import { FetchError } from 'ofetch';
import type { Account } from '../../domain/model';
import { api } from '../api/api';
import type { UnknownCacheOwner } from '../cache/claimDeviceCache';
import { persistSession } from './persistSession';
import { EMPTY_SESSION, session, setSession } from './session';

/**
 * GET /api/account. A 401 there means the token is no longer accepted: the session becomes empty.
 * A network failure keeps the cached account so the app works offline.
 * Before the account is shown, the device's cache is made its own: another user's cached rows are
 * removed first, so no screen ever renders them for this one.
 */
export async function loadAccount(unknownOwner: UnknownCacheOwner = 'adopt'): Promise<Account | null> {
  // A logout (or another sign-in) while the answer is on its way wins: the answer must not sign anyone back in.
  const token = session.token;
  try {
    const account = await api<Account>('/account', { method: 'GET' });
    if (session.token !== token) return null;
    // Dexie is imported lazily so the landing page does not load it (see persistSession).
    const { claimDeviceCache } = await import('../cache/claimDeviceCache');
    await claimDeviceCache(account, unknownOwner);
    if (session.token !== token) return null;
    // Stored before it is shown: whoever reacts to the new account (the outbox flush) finds it in Dexie.
    await persistSession({ token: session.token, account });
    if (session.token !== token) return null;
    setSession({ account, error: null });
    return account;
  } catch (error) {
    if (session.token !== token) return null;
    if (error instanceof FetchError && error.statusCode === 401) {
      setSession({ ...EMPTY_SESSION });
      await persistSession();
    }
    throw error;
  }
}
