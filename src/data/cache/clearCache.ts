import { db } from '../db/db';

export type ClearCacheResult = { pendingCaptures: number };

/** Workbox's precache holds the app shell itself: keep it, or the installed app cannot start offline. */
function isRuntimeCache(name: string): boolean {
  return !name.startsWith('workbox-precache');
}

/**
 * Empties cached reference data and the service worker's runtime caches. Unsynced captures are never
 * touched: outbox rows stay, and so do the events and possessions they describe.
 */
export async function clearCache(): Promise<ClearCacheResult> {
  const pending = await db.outbox.toArray();
  const keepUuids = new Set(pending.map((row) => row.uuid));
  await db.transaction(
    'rw',
    [db.matches, db.teams, db.players, db.matchPlayers, db.matchVideos, db.matchExternalIds, db.events, db.possessions],
    async () => {
      await Promise.all([
        db.matches.clear(),
        db.teams.clear(),
        db.players.clear(),
        db.matchPlayers.clear(),
        db.matchVideos.clear(),
        db.matchExternalIds.clear(),
        db.events.filter((row) => !keepUuids.has(row.uuid)).delete(),
        db.possessions.filter((row) => !keepUuids.has(row.uuid)).delete(),
      ]);
    },
  );
  if (typeof caches !== 'undefined') {
    const names = await caches.keys();
    await Promise.all(names.filter(isRuntimeCache).map((name) => caches.delete(name)));
  }
  return { pendingCaptures: pending.length };
}
