import { ownerOfAccount } from '../owner/ownerOfAccount';
import { clearSession } from './clearSession';
import { session } from './session';

/**
 * Logout resets the capture state (spec §4) and leaves nothing of the user on the device: every cached
 * row goes, in memory too. The outbox stays, because unsynced captures are never dropped silently
 * (DESIGN §4); its rows wait under their owner until that user signs in again.
 */
export async function logout(): Promise<void> {
  const account = session.account;
  const leaving = account ? ownerOfAccount(account) : null;
  await clearSession();
  const [{ forgetCachedData }, { readCacheOwner }] = await Promise.all([
    import('../cache/forgetCachedData'),
    import('../cache/readCacheOwner'),
  ]);
  await forgetCachedData(leaving ?? (await readCacheOwner()));
}
