import type { DataOwner, OutboxRow } from '../db/rows';
import { isSameOwner } from '../owner/isSameOwner';

/**
 * Whether the signed-in owner may see and send the row. A row without an owner was queued before rows
 * had one (or with no account loaded); the next sign-in or sign-out stamps it, so until then it goes
 * with whoever is signed in, as it did before.
 */
export function isOwnedBy(row: Pick<OutboxRow, 'owner'>, owner: DataOwner | null): boolean {
  if (owner === null) return false;
  return row.owner === undefined || isSameOwner(row.owner, owner);
}
