import { db } from '../db/db';

/**
 * A video file picked on this device for a match (quarter null: the whole match) or one of its quarters.
 * It never leaves the device. Where the browser has `showOpenFilePicker` (Chromium) only the
 * FileSystemFileHandle is kept, the file stays where it is (read permission is asked again after a
 * restart); elsewhere (Firefox, Safari), and in rows kept before handles, the File is copied as a Blob.
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
