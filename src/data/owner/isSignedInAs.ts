import type { DataOwner } from '../db/rows';
import { isSameOwner } from './isSameOwner';
import { readSignedInUser } from './readSignedInUser';

/**
 * Whether the user a server answer was fetched for is still the one signed in: a pull runs on after its screen
 * is left, and once its user has logged out (or another has signed in) its answer must not refill the cache.
 * Read inside the writing transaction (with the auth and account tables), so a logout cannot slip in between.
 * No owner (nobody was signed in when the fetch began: a logout was under way) is never signed in.
 */
export async function isSignedInAs(owner: DataOwner | undefined): Promise<boolean> {
  if (!owner) return false;
  const user = await readSignedInUser();
  return user !== null && isSameOwner(user.owner, owner);
}
