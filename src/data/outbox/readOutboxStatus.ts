import { db } from '../db/db';
import type { OutboxRow } from '../db/rows';
import { readSignedInUser } from '../owner/readSignedInUser';
import { isOwnedBy } from './isOwnedBy';
import { LAST_SYNC_KEY } from './recordDelivery';
import { UNREACHABLE_SINCE_KEY } from './serverUnreachable';

export type OutboxStatus = {
  pending: number;
  parked: number;
  lastSyncAt: number | null;
  /** Since when deliveries get no answer (no network, venue Wi-Fi without internet, server down); null once one gets through. */
  unreachableSince: number | null;
  /** The rows that failed at least once, newest problem first, for the 'Sync problems' panel. */
  problems: OutboxRow[];
};

/**
 * Everything the sync indicator shows, read in one go (for a live query): only the signed-in user's rows,
 * since another user's captures waiting on a shared device are neither theirs to see nor to retry.
 */
export async function readOutboxStatus(): Promise<OutboxStatus> {
  const [all, lastSync, unreachable, user] = await Promise.all([
    db.outbox.toArray(),
    db.meta.get(LAST_SYNC_KEY),
    db.meta.get(UNREACHABLE_SINCE_KEY),
    readSignedInUser(),
  ]);
  const rows = all.filter((row) => isOwnedBy(row, user?.owner ?? null));
  const problems = rows.filter((row) => row.state === 'parked' || row.lastError !== null).sort((a, b) => b.id! - a.id!);
  return {
    pending: rows.filter((row) => row.state === 'pending').length,
    parked: rows.filter((row) => row.state === 'parked').length,
    lastSyncAt: typeof lastSync?.value === 'number' ? lastSync.value : null,
    unreachableSince: typeof unreachable?.value === 'number' ? unreachable.value : null,
    problems,
  };
}
