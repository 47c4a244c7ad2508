import { db } from '../db/db';
import type { DataOwner } from '../db/rows';
import { isDataOwner } from '../owner/isDataOwner';
import { CACHE_OWNER_KEY } from './cacheOwnerKey';

/** Whose data the device's cache holds; null when nobody's (emptied, or cached before owners were recorded). */
export async function readCacheOwner(): Promise<DataOwner | null> {
  const value = (await db.meta.get(CACHE_OWNER_KEY))?.value;
  return isDataOwner(value) ? value : null;
}
