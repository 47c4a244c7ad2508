import { db } from '../db/db';
import type { OutboxRow } from '../db/rows';
import { LAST_SYNC_KEY } from './recordDelivery';

export type OutboxStatus = {
  pending: number;
  parked: number;
  lastSyncAt: number | null;
  /** The rows that failed at least once, newest problem first, for the 'Sync problems' panel. */
  problems: OutboxRow[];
};

/** Everything the sync indicator shows, read in one go (for a live query). */
export async function readOutboxStatus(): Promise<OutboxStatus> {
  const [rows, lastSync] = await Promise.all([db.outbox.toArray(), db.meta.get(LAST_SYNC_KEY)]);
  const problems = rows.filter((row) => row.state === 'parked' || row.lastError !== null).sort((a, b) => b.id! - a.id!);
  return {
    pending: rows.filter((row) => row.state === 'pending').length,
    parked: rows.filter((row) => row.state === 'parked').length,
    lastSyncAt: typeof lastSync?.value === 'number' ? lastSync.value : null,
    problems,
  };
}
