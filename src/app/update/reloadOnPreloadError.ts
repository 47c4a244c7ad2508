import { guardedSessionStorage } from '../../data/storage/guardedStorage';
import { whenSafeToReload } from './safeToReload';

const LAST_RELOAD_KEY = 'poolside.preloadErrorReloadAt';
/** A chunk still missing right after such a reload will not come back by reloading again: no loop. */
const MIN_RELOAD_INTERVAL_MS = 30_000;

type Options = {
  target?: Pick<Window, 'addEventListener' | 'removeEventListener'>;
  reload?: () => void;
  storage?: Pick<Storage, 'getItem' | 'setItem'>;
  now?: () => number;
  isOnline?: () => boolean;
};

/**
 * Vite reports a lazy chunk that failed to load (old files removed by an update, or offline) with
 * `vite:preloadError`. Reload into the current version, but only at a safe moment (docs/design.md §4); meanwhile
 * the route's error boundary shows its message. Offline a reload would fetch nothing and could replace the
 * app with the browser's own error page, so the message with its Reload button stays until the user is back
 * online. Returns the uninstall function.
 */
export function reloadOnPreloadError({
  target = window,
  reload = () => window.location.reload(),
  storage = guardedSessionStorage,
  now = Date.now,
  isOnline = () => navigator.onLine,
}: Options = {}): () => void {
  let cancel: (() => void) | null = null;
  const onPreloadError = () => {
    if (cancel || !isOnline()) return;
    const last = Number(storage.getItem(LAST_RELOAD_KEY) ?? 0);
    if (now() - last < MIN_RELOAD_INTERVAL_MS) return;
    cancel = whenSafeToReload(() => {
      storage.setItem(LAST_RELOAD_KEY, String(now()));
      reload();
    });
  };
  target.addEventListener('vite:preloadError', onPreloadError);
  return () => {
    target.removeEventListener('vite:preloadError', onPreloadError);
    cancel?.();
  };
}
