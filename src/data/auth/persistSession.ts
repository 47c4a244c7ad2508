import type { Account } from '../../domain/model';
import { writeStoredAuth } from './authStorage';
import { session, type Session } from './session';

/**
 * Writes the session to its two homes: localStorage (read synchronously at start) and Dexie (read by
 * the service worker). Dexie is imported lazily so the landing page does not load it.
 * The current session by default, or the state about to become it.
 */
export async function persistSession(state: Pick<Session, 'token' | 'account'> = session): Promise<void> {
  // A plain copy: a valtio proxy cannot be written to IndexedDB (DataCloneError).
  const token = state.token;
  const account = state.account ? (JSON.parse(JSON.stringify(state.account)) as Account) : null;
  writeStoredAuth({ token, account });
  const { db } = await import('../db/db');
  await db.transaction('rw', db.auth, db.account, async () => {
    await db.auth.put({ key: 'current', token });
    if (account) await db.account.put({ key: 'current', account });
    else await db.account.delete('current');
  });
}
