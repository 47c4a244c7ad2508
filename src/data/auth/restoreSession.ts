import type { Account } from '../../domain/model';
import { readStoredAuth } from './authStorage';
import { isTokenExpired } from './isTokenExpired';
import { leaveDevice } from './leaveDevice';
import { persistSession } from './persistSession';
import { setSession } from './session';

/**
 * The expired session's user left the device without logging out: their cache goes as at logout, or it would
 * wait on the device, readable, until someone signs in. Storage that refuses the clearing holds nothing to clear.
 */
function forgetExpiredSession(account: Account | null): Promise<void> {
  return leaveDevice(account).catch(() => undefined);
}

/**
 * Start-up: take the stored auth state; an expired (or unreadable) token becomes the empty state (docs/product.md §4).
 * Synchronous so that the first render already knows who is signed in.
 */
export function restoreSession(nowMs: number = Date.now()): 'restored' | 'expired' | 'none' {
  const stored = readStoredAuth();
  if (!stored?.token) return 'none';
  if (isTokenExpired(stored.token, nowMs)) {
    void forgetExpiredSession(stored.account);
    return 'expired';
  }
  setSession({ token: stored.token, account: stored.account, error: null });
  return 'restored';
}

/** The Dexie copy of the session; none where the browser refuses the database (a third-party frame). */
async function readSessionCopy(): Promise<{ token: string | null; account: Account | null }> {
  try {
    const { db } = await import('../db/db');
    const [auth, account] = await Promise.all([db.auth.get('current'), db.account.get('current')]);
    return { token: auth?.token ?? null, account: account?.account ?? null };
  } catch {
    return { token: null, account: null };
  }
}

/** When localStorage lost the token (cleared by the user), fall back to the Dexie copy. */
export async function restoreSessionFromDb(nowMs: number = Date.now()): Promise<boolean> {
  const { token, account } = await readSessionCopy();
  if (!token) return false;
  if (isTokenExpired(token, nowMs)) {
    await forgetExpiredSession(account);
    return false;
  }
  setSession({ token, account, error: null });
  await persistSession();
  return true;
}
