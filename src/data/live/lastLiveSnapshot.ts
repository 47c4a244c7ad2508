import type { LiveSnapshot } from '../../domain/live/liveSnapshot';
import { guardedLocalStorage } from '../storage/guardedStorage';
import { parseLiveSnapshot } from './parseLiveSnapshot';

const keyOf = (shareId: string) => `poolside.live.${shareId}`;

/**
 * The last state seen of each share, kept on the device so that a reload without a connection still shows
 * the score. Storage may be full or refused (a private window, an iframe without storage): then the page
 * simply has no memory, it never fails.
 */
export const lastLiveSnapshot = {
  read(shareId: string): LiveSnapshot | null {
    const text = guardedLocalStorage.getItem(keyOf(shareId));
    return text === null ? null : parseLiveSnapshot(text);
  },
  save(shareId: string, snapshot: LiveSnapshot): void {
    guardedLocalStorage.setItem(keyOf(shareId), JSON.stringify(snapshot));
  },
  forget(shareId: string): void {
    guardedLocalStorage.removeItem(keyOf(shareId));
  },
};
