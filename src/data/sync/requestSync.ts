import { RESEND_INTERVAL_MS } from '../../domain/model';
import { scheduleRetry } from './scheduleRetry';
import { syncNow } from './syncNow';
import { FLUSH_MESSAGE, SYNC_TAG } from './syncTags';

type SyncRegistration = ServiceWorkerRegistration & { sync?: { register(tag: string): Promise<void> } };

/**
 * Asks for the outbox to be flushed: the service worker is woken by Background Sync where the browser
 * has it and always by a message; without a controlling worker the page flushes itself. While writes
 * remain, one timer asks again when the earliest of them is due (see scheduleRetry).
 */
export async function requestSync(): Promise<void> {
  try {
    await askForFlush();
  } finally {
    if (globalThis.navigator?.onLine !== false) await scheduleRetry(requestSync);
  }
}

async function askForFlush(): Promise<void> {
  const container = globalThis.navigator?.serviceWorker;
  const controller = container?.controller;
  if (!container || !controller) {
    await syncNow();
    return;
  }
  controller.postMessage({ type: FLUSH_MESSAGE });
  try {
    const registration = (await container.ready) as SyncRegistration;
    await registration.sync?.register(SYNC_TAG);
  } catch {
    // Background Sync is optional: the message above already asked for a flush.
  }
}

/**
 * The flush triggers of docs/design.md §4 besides "after every capture write" (callers do that): on start,
 * on `online`, on becoming visible, and on the 10-minute cycle. Returns a function that stops them.
 */
export function startSyncTriggers(intervalMs = RESEND_INTERVAL_MS): () => void {
  const trigger = () => void requestSync();
  const onVisible = () => {
    if (document.visibilityState === 'visible') trigger();
  };
  window.addEventListener('online', trigger);
  document.addEventListener('visibilitychange', onVisible);
  const timer = window.setInterval(trigger, intervalMs);
  trigger();
  return () => {
    window.removeEventListener('online', trigger);
    document.removeEventListener('visibilitychange', onVisible);
    window.clearInterval(timer);
  };
}
