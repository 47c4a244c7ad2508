import { db } from '../db/db';
import type { DataOwner } from '../db/rows';
import { forgetCaptureStates } from '../captureState/captureStateProxies';
import { deleteRuntimeCaches } from './deleteRuntimeCaches';

/**
 * What survives a change of user: the outbox, whose rows wait for their owner, and the token row, which the
 * session itself keeps. Every other table, including any added later, holds the previous user's data.
 */
const KEPT_TABLES = new Set(['outbox', 'auth']);

/**
 * Removes every cached row of the user who leaves the device (logout, or another user signing in):
 * matches, teams, players, rosters, videos, events, possessions, capture states, tips, statistics caches,
 * local video files and the account. Captures still waiting in the outbox stay, under their owner; rows
 * queued before owners were recorded are stamped with `previousOwner`, so nobody else ever sends them.
 */
export async function forgetCachedData(previousOwner: DataOwner | null): Promise<void> {
  const cached = db.tables.filter((table) => !KEPT_TABLES.has(table.name));
  await db.transaction('rw', [...cached, db.outbox], async () => {
    if (previousOwner) await db.outbox.filter((row) => row.owner === undefined).modify({ owner: previousOwner });
    await Promise.all(cached.map((table) => table.clear()));
  });
  // The open matches' in-memory states go too, or they would outlive their cleared rows.
  forgetCaptureStates();
  await deleteRuntimeCaches();
}
