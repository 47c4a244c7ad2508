/// <reference lib="webworker" />
import {
  cleanupOutdatedCaches,
  createHandlerBoundToURL,
  precacheAndRoute,
  type PrecacheEntry,
} from 'workbox-precaching';
import { NavigationRoute, registerRoute } from 'workbox-routing';
import { registerSyncWorker } from './registerSyncWorker';

declare const self: ServiceWorkerGlobalScope & { __WB_MANIFEST: (PrecacheEntry | string)[] };

// The app shell: every built asset, so the installed app starts offline.
cleanupOutdatedCaches();
precacheAndRoute(self.__WB_MANIFEST);

// Every in-app navigation gets index.html; the API (the live stream included) is never answered from here.
// The embedded live page goes to the server: only its answer allows a frame, the cached shell forbids it.
// So does the API's description, which the server renders (docs/api.md, "The API's description").
const EMBEDDED_LIVE_PAGE = /^\/live\/[^/?]+\/?\?(.*&)?embed=1(&|$)/;
const API_DESCRIPTION = /^\/(api-docs|v3\/api-docs)(\/|$)/;
registerRoute(
  new NavigationRoute(createHandlerBoundToURL('index.html'), {
    denylist: [/^\/api(\/|$)/, EMBEDDED_LIVE_PAGE, API_DESCRIPTION],
  }),
);

// registerType 'prompt': a new version waits until the page says the moment is safe (docs/design.md §4).
self.addEventListener('message', (event: ExtendableMessageEvent) => {
  const data: unknown = event.data;
  if (data && typeof data === 'object' && (data as { type?: unknown }).type === 'SKIP_WAITING') void self.skipWaiting();
});

registerSyncWorker(self);
