/** Workbox's precache holds the app shell itself: keep it, or the installed app cannot start offline. */
function isRuntimeCache(name: string): boolean {
  return !name.startsWith('workbox-precache');
}

/** Empties the service worker's runtime caches (Cache Storage), keeping the app shell. */
export async function deleteRuntimeCaches(): Promise<void> {
  if (typeof caches === 'undefined') return;
  const names = await caches.keys();
  await Promise.all(names.filter(isRuntimeCache).map((name) => caches.delete(name)));
}
