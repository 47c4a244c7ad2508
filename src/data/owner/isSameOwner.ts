import type { DataOwner } from '../db/rows';

/** A user moved to another organisation is another owner: their cache and queue belonged to the old one. */
export function isSameOwner(a: DataOwner, b: DataOwner): boolean {
  return a.userId === b.userId && a.organizationId === b.organizationId;
}
