/// <reference lib="webworker" />
import { FLUSH_MESSAGE, SYNC_TAG } from '../src/data/sync/syncTags';
import { syncNow } from '../src/data/sync/syncNow';

type SyncEvent = ExtendableEvent & { tag: string };

/**
 * The outbox sync worker (docs/design.md §4): woken by Background Sync where the browser has it and by a
 * message from the page always; both run the data layer's one guarded flush.
 */
export function registerSyncWorker(scope: ServiceWorkerGlobalScope): void {
  scope.addEventListener('sync', (event) => {
    const sync = event as SyncEvent;
    if (sync.tag === SYNC_TAG) sync.waitUntil(syncNow());
  });
  scope.addEventListener('message', (event: ExtendableMessageEvent) => {
    const data = event.data as { type?: unknown } | null;
    if (data?.type === FLUSH_MESSAGE) event.waitUntil(syncNow());
  });
}
