import type { Account } from '../../domain/model';
import { ownerOfAccount } from '../owner/ownerOfAccount';
import { clearSession } from './clearSession';

/**
 * The user leaves the device (logout, or a start that finds their session expired) and leaves nothing of
 * theirs on it: the session and every cached row go, in memory too. The outbox stays, because unsynced
 * captures are never dropped silently (docs/design.md §4); its rows wait under their owner until that user signs in
 * again. The session is empty on return from the first, synchronous step.
 */
export async function leaveDevice(account: Account | null): Promise<void> {
  const leaving = account ? ownerOfAccount(account) : null;
  await clearSession();
  // Loaded lazily, as the database is: a start that finds nothing to forget does not load them.
  const [{ forgetCachedData }, { readCacheOwner }] = await Promise.all([
    import('../cache/forgetCachedData'),
    import('../cache/readCacheOwner'),
  ]);
  await forgetCachedData(leaving ?? (await readCacheOwner()));
}
