import { Workbox } from 'workbox-window';
import { whenSafeToReload } from './safeToReload';

type Options = {
  url?: string;
  reload?: () => void;
  createWorkbox?: (url: string) => Pick<Workbox, 'addEventListener' | 'messageSkipWaiting' | 'register'>;
};

/**
 * Registers the service worker. A new version waits (registerType 'prompt'); at the next safe moment it
 * is told to take over. Whichever tab activated it, this page reloads once the new version controls it,
 * again only at a safe moment (docs/product.md §2 + docs/design.md §4).
 */
export function registerServiceWorker({
  url = '/sw.js',
  reload = () => window.location.reload(),
  createWorkbox = (swUrl) => new Workbox(swUrl, { scope: '/' }),
}: Options = {}): void {
  const workbox = createWorkbox(url);
  let isReloadScheduled = false;
  // Listening from the start: another tab may activate the new version before this one is ready to.
  workbox.addEventListener('controlling', (event) => {
    // A first install is no update: the page already runs the current files.
    if (!event.isUpdate || isReloadScheduled) return;
    isReloadScheduled = true;
    whenSafeToReload(reload);
  });
  workbox.addEventListener('waiting', () => whenSafeToReload(() => workbox.messageSkipWaiting()));
  // Refused where the browser blocks the page's storage (a club website's embed): the page works without one.
  workbox.register().catch(() => undefined);
}
