import type { LiveSnapshot } from '../../domain/live/liveSnapshot';
import { parseLiveSnapshot } from './parseLiveSnapshot';

const keyOf = (shareId: string) => `poolside.live.${shareId}`;

/**
 * The last state seen of each share, kept on the device so that a reload without a connection still shows
 * the score. Storage may be full or refused (a private window, an iframe without storage): then the page
 * simply has no memory, it never fails.
 */
export const lastLiveSnapshot = {
  read(shareId: string): LiveSnapshot | null {
    try {
      const text = localStorage.getItem(keyOf(shareId));
      return text === null ? null : parseLiveSnapshot(text);
    } catch {
      return null;
    }
  },
  save(shareId: string, snapshot: LiveSnapshot): void {
    try {
      localStorage.setItem(keyOf(shareId), JSON.stringify(snapshot));
    } catch {
      // No room or no storage: the snapshot stays in memory only.
    }
  },
  forget(shareId: string): void {
    try {
      localStorage.removeItem(keyOf(shareId));
    } catch {
      // Nothing was stored.
    }
  },
};
