import type { DataOwner } from '../db/rows';

/** Stored values are checked before they are trusted: an unreadable owner is no owner. */
export function isDataOwner(value: unknown): value is DataOwner {
  const candidate = value as Partial<DataOwner> | null;
  return (
    typeof candidate?.userId === 'number' &&
    (candidate.organizationId === null || typeof candidate.organizationId === 'number')
  );
}
