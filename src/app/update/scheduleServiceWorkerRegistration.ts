import { SERVICE_WORKER_REGISTER_MAX_DELAY_MS } from '../../domain/model/constants';

/**
 * Production only: register once the app is stable (first idle moment after load), at the latest after
 * 30 s (docs/product.md §7). workbox-window is loaded only then, keeping it out of the first screen's JavaScript.
 */
export function scheduleServiceWorkerRegistration(): void {
  if (!import.meta.env.PROD || !('serviceWorker' in navigator)) return;
  let isDone = false;
  const register = () => {
    if (isDone) return;
    isDone = true;
    void import('./registerServiceWorker').then(({ registerServiceWorker }) => registerServiceWorker());
  };
  setTimeout(register, SERVICE_WORKER_REGISTER_MAX_DELAY_MS);
  const whenIdle = () =>
    'requestIdleCallback' in window
      ? requestIdleCallback(register, { timeout: SERVICE_WORKER_REGISTER_MAX_DELAY_MS })
      : setTimeout(register, 1000);
  if (document.readyState === 'complete') whenIdle();
  else window.addEventListener('load', whenIdle, { once: true });
}
