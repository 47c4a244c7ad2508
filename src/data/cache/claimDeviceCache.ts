import type { Account } from '../../domain/model';
import { db } from '../db/db';
import { isSameOwner } from '../owner/isSameOwner';
import { ownerOfAccount } from '../owner/ownerOfAccount';
import { CACHE_OWNER_KEY } from './cacheOwnerKey';
import { forgetCachedData } from './forgetCachedData';
import { readCacheOwner } from './readCacheOwner';

/**
 * What to do with a cache whose owner was never recorded (filled before owners were): a restored session
 * adopts it (it is the same user carrying on, maybe mid-match); a fresh login cannot know whose it is.
 */
export type UnknownCacheOwner = 'adopt' | 'forget';

/**
 * Makes the device's cache the signed-in account's: the cache of another user (or of the same user in
 * another organisation) is forgotten first, then the account is recorded as the owner. Outbox rows
 * queued before owners were recorded become this account's (the first user to sign in after them).
 */
export async function claimDeviceCache(account: Account, unknownOwner: UnknownCacheOwner = 'adopt'): Promise<void> {
  const owner = ownerOfAccount(account);
  const recorded = await readCacheOwner();
  const isOthers = recorded ? !isSameOwner(recorded, owner) : unknownOwner === 'forget';
  if (isOthers) await forgetCachedData(recorded);
  await db.transaction('rw', db.outbox, db.meta, async () => {
    await db.outbox.filter((row) => row.owner === undefined).modify({ owner });
    await db.meta.put({ key: CACHE_OWNER_KEY, value: owner });
  });
}
