import { loadAccount, restoreSessionFromDb } from '../../data/auth';

/**
 * Whether the browser database may hold a session copy. A browser with no database of this origin holds
 * none, so a first visit does not load the database library just to find that out. Where the browser
 * cannot list its databases, look.
 */
async function mayHoldStoredSession(): Promise<boolean> {
  if (typeof indexedDB === 'undefined') return false;
  if (typeof indexedDB.databases !== 'function') return true;
  try {
    return (await indexedDB.databases()).length > 0;
  } catch {
    return true;
  }
}

/**
 * After the first render: refresh the account of a restored session (the cached one stays when offline),
 * or, when localStorage held nothing at all, recover a token that only the Dexie copy still holds.
 */
export function restoreSessionWhenIdle(restored: 'restored' | 'expired' | 'none'): void {
  const run = async () => {
    if (restored === 'expired') return;
    if (restored === 'none' && !((await mayHoldStoredSession()) && (await restoreSessionFromDb()))) return;
    if (navigator.onLine) await loadAccount().catch(() => undefined);
  };
  if ('requestIdleCallback' in window) requestIdleCallback(() => void run(), { timeout: 2000 });
  else setTimeout(() => void run(), 200);
}
