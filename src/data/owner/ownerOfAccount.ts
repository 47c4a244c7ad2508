import type { Account } from '../../domain/model';
import type { DataOwner } from '../db/rows';

/** The owner an account's cached data and queued writes belong to: the user within their organisation. */
export function ownerOfAccount(account: Account): DataOwner {
  return { userId: account.id, organizationId: account.userExtra?.organization?.id ?? null };
}
