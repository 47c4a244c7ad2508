import { loadAccount, restoreSessionFromDb } from '../../data/auth';

/**
 * After the first render: refresh the account of a restored session (the cached one stays when offline),
 * or, when localStorage held nothing at all, recover a token that only the Dexie copy still holds.
 */
export function restoreSessionWhenIdle(restored: 'restored' | 'expired' | 'none'): void {
  const run = async () => {
    if (restored === 'expired') return;
    if (restored === 'none' && !(await restoreSessionFromDb())) return;
    if (navigator.onLine) await loadAccount().catch(() => undefined);
  };
  if ('requestIdleCallback' in window) requestIdleCallback(() => void run(), { timeout: 2000 });
  else setTimeout(() => void run(), 200);
}
