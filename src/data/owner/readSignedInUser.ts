import { db } from '../db/db';
import type { DataOwner } from '../db/rows';
import { ownerOfAccount } from './ownerOfAccount';

export type SignedInUser = { token: string; owner: DataOwner };

/**
 * Who is signed in as the browser database says (the page and the service worker read the same rows):
 * a token and the account of an organisation
 * (docs/product.md §4: the outbox runs only when "an organization id exists").
 */
export async function readSignedInUser(): Promise<SignedInUser | null> {
  const [auth, account] = await Promise.all([db.auth.get('current'), db.account.get('current')]);
  if (!auth?.token || !account?.account.userExtra?.organization?.id) return null;
  return { token: auth.token, owner: ownerOfAccount(account.account) };
}
