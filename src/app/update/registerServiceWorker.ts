import { Workbox } from 'workbox-window';
import { whenSafeToReload } from './safeToReload';

type Options = { url?: string; reload?: () => void; createWorkbox?: (url: string) => Pick<Workbox, 'addEventListener' | 'messageSkipWaiting' | 'register'> };

/**
 * Registers the service worker. A new version waits (registerType 'prompt'); at the next safe moment it
 * is told to take over and the page reloads once it controls the page (spec §2 + DESIGN §4).
 */
export function registerServiceWorker({
  url = '/sw.js',
  reload = () => window.location.reload(),
  createWorkbox = (swUrl) => new Workbox(swUrl, { scope: '/' }),
}: Options = {}): void {
  const workbox = createWorkbox(url);
  workbox.addEventListener('waiting', () => {
    whenSafeToReload(() => {
      workbox.addEventListener('controlling', () => reload());
      workbox.messageSkipWaiting();
    });
  });
  void workbox.register();
}
