import type { Page } from '@playwright/test';

export const PERMISSION_LAPSED_KEY = 'e2e.filePermissionLapsed';

/**
 * Chromium's file picker, stubbed before the app loads: "choosing" a file copies the demo video into the
 * origin private file system and answers that real FileSystemFileHandle, which IndexedDB can keep and a
 * reload gives back. With PERMISSION_LAPSED_KEY set in localStorage, read permission is 'prompt' until the
 * page asks for it (as after a browser restart).
 */
export async function stubFilePicker(page: Page): Promise<void> {
  await page.addInitScript((lapsedKey: string) => {
    Object.assign(window, {
      showOpenFilePicker: async () => {
        const root = await navigator.storage.getDirectory();
        const handle = await root.getFileHandle('match-clock.webm', { create: true });
        const writable = await handle.createWritable();
        await writable.write(await (await fetch('/demo/match-clock.webm')).blob());
        await writable.close();
        return [handle];
      },
    });
    if (localStorage.getItem(lapsedKey)) {
      let isGranted = false;
      Object.assign(FileSystemHandle.prototype, {
        queryPermission: async () => (isGranted ? 'granted' : 'prompt'),
        requestPermission: async () => {
          isGranted = true;
          return 'granted';
        },
      });
    }
  }, PERMISSION_LAPSED_KEY);
}

/** A browser without the file picker (Firefox, Safari): the app falls back to `<input type=file>`. */
export async function removeFilePicker(page: Page): Promise<void> {
  await page.addInitScript(() => {
    Object.defineProperty(window, 'showOpenFilePicker', { value: undefined, configurable: true, writable: true });
  });
}

/** The rows of the local video table, as IndexedDB holds them: whether each kept a handle or a Blob. */
export async function storedLocalVideos(page: Page): Promise<{ key: string; hasHandle: boolean; hasBlob: boolean }[]> {
  return page.evaluate(
    () =>
      new Promise((resolve, reject) => {
        const open = indexedDB.open('poolside');
        open.onerror = () => reject(open.error);
        open.onsuccess = () => {
          const request = open.result.transaction('localVideos').objectStore('localVideos').getAll();
          request.onerror = () => reject(request.error);
          request.onsuccess = () => {
            open.result.close();
            resolve(
              (request.result as { key: string; handle?: unknown; file?: unknown }[]).map((row) => ({
                key: row.key,
                hasHandle: row.handle instanceof FileSystemFileHandle,
                hasBlob: row.file instanceof Blob,
              })),
            );
          };
        };
      }),
  );
}
