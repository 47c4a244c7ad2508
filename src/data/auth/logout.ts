import { clearSession } from './clearSession';

/**
 * Logout resets the capture state (spec §4): the persisted live match states go; the outbox stays,
 * because unsynced captures are never dropped silently (DESIGN §4).
 */
export async function logout(): Promise<void> {
  await clearSession();
  const { db } = await import('../db/db');
  await db.liveStates.clear();
}
