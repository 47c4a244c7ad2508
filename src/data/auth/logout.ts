import { clearSession } from './clearSession';

/**
 * Logout resets the capture state (spec §4): the persisted live match states go; the outbox stays,
 * because unsynced captures are never dropped silently (DESIGN §4).
 */
export async function logout(): Promise<void> {
  await clearSession();
  const [{ db }, { forgetLiveStates }] = await Promise.all([
    import('../db/db'),
    import('../liveState/liveStateRegistry'),
  ]);
  await db.liveStates.clear();
  // The open matches' in-memory states go too, or they would outlive their cleared rows.
  forgetLiveStates();
}
