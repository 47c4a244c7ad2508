/** The part of Web Storage the app uses, as every page reads and writes it. */
export type KeyValueStorage = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;

/**
 * Web Storage that never throws. A browser may refuse it (a club website's embed where third-party storage is
 * blocked: even reading `window.sessionStorage` throws a SecurityError), lack it (a worker) or be full; then
 * nothing is stored and every read finds nothing, and the page carries on with what it holds in memory.
 */
export function guardStorage(openStorage: () => Storage | undefined): KeyValueStorage {
  const attempt = <T>(use: (storage: Storage) => T, otherwise: T): T => {
    try {
      const storage = openStorage();
      return storage ? use(storage) : otherwise;
    } catch {
      return otherwise;
    }
  };
  return {
    getItem: (key) => attempt((storage) => storage.getItem(key), null),
    setItem: (key, value) => attempt((storage) => storage.setItem(key, value), undefined),
    removeItem: (key) => attempt((storage) => storage.removeItem(key), undefined),
  };
}

/** localStorage: kept on this device across visits. */
export const guardedLocalStorage = guardStorage(() => globalThis.localStorage);

/** sessionStorage: kept for this tab's browsing session only. */
export const guardedSessionStorage = guardStorage(() => globalThis.sessionStorage);
