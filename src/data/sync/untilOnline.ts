const POLL_MS = 10;

/**
 * Resolves once this context sees a network, or after `graceMs`. A page that sees the network come back asks
 * its service worker to flush at once, and the worker's own `navigator.onLine` may still say offline for a
 * moment (nor does a worker always get an `online` event): without this grace the flush would stop as offline
 * and the queue would wait for the next retry.
 */
export function untilOnline(graceMs: number): Promise<void> {
  const isOnline = () => globalThis.navigator?.onLine !== false;
  if (isOnline()) return Promise.resolve();
  return new Promise((resolve) => {
    const startedAt = Date.now();
    const timer = setInterval(() => {
      if (!isOnline() && Date.now() - startedAt < graceMs) return;
      clearInterval(timer);
      resolve();
    }, POLL_MS);
  });
}
