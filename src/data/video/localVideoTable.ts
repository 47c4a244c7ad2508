import { db } from '../db/db';

/**
 * A video file picked on this device for a match (quarter null: the whole match) or one of its quarters.
 * It never leaves the device: a File is kept as a Blob in IndexedDB, a FileSystemFileHandle as a handle
 * (the browser asks for read permission again after a restart).
 */
export type LocalVideoRow = {
  /** `${matchId}:${quarter ?? 'all'}` */
  key: string;
  matchId: number;
  quarter: number | null;
  name: string;
  size: number;
  type: string;
  file?: Blob;
  handle?: FileSystemFileHandle;
  savedAt: number;
};

/** The Dexie table of version 2 (src/data/db/db.ts). */
export const localVideoTable = () => db.table<LocalVideoRow, string>('localVideos');

export const localVideoKey = (matchId: number, quarter: number | null) => `${matchId}:${quarter ?? 'all'}`;
