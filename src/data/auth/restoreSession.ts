import { readStoredAuth } from './authStorage';
import { isTokenExpired } from './isTokenExpired';
import { persistSession } from './persistSession';
import { EMPTY_SESSION, setSession } from './session';

/**
 * Start-up: take the stored auth state; an expired (or unreadable) token becomes the empty state (spec §4).
 * Synchronous so that the first render already knows who is signed in.
 */
export function restoreSession(nowMs: number = Date.now()): 'restored' | 'expired' | 'none' {
  const stored = readStoredAuth();
  if (!stored?.token) return 'none';
  if (isTokenExpired(stored.token, nowMs)) {
    setSession({ ...EMPTY_SESSION });
    void persistSession();
    return 'expired';
  }
  setSession({ token: stored.token, account: stored.account, error: null });
  return 'restored';
}

/** When localStorage lost the token (cleared by the user), fall back to the Dexie copy. */
export async function restoreSessionFromDb(nowMs: number = Date.now()): Promise<boolean> {
  const { db } = await import('../db/db');
  const [auth, account] = await Promise.all([db.auth.get('current'), db.account.get('current')]);
  const token = auth?.token;
  if (!token || isTokenExpired(token, nowMs)) return false;
  setSession({ token, account: account?.account ?? null, error: null });
  await persistSession();
  return true;
}
