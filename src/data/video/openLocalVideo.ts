import type { LocalVideoRow } from './localVideoTable';

type ReadPermission = {
  queryPermission?: (d: { mode: 'read' }) => Promise<PermissionState>;
  requestPermission?: (d: { mode: 'read' }) => Promise<PermissionState>;
};

/** The playable file, or why there is none: read permission lapsed, or the file is gone or unreadable. */
export type LocalVideoOpening = { file: Blob } | { failure: 'needsPermission' | 'unreadable' };

/**
 * The playable file of a picked video: a Blob kept by a browser without file handles (or by an earlier
 * version), else the file behind the handle. A handle needs read permission again after a restart; asking
 * only works inside a user gesture (`mayAsk`), so without it a lapsed permission answers 'needsPermission'.
 */
export async function openLocalVideo(row: LocalVideoRow, mayAsk = false): Promise<LocalVideoOpening> {
  if (row.file) return { file: row.file };
  if (!row.handle) return { failure: 'unreadable' };
  const handle = row.handle as FileSystemFileHandle & ReadPermission;
  try {
    let state = (await handle.queryPermission?.({ mode: 'read' })) ?? 'granted';
    if (state !== 'granted' && mayAsk) state = (await handle.requestPermission?.({ mode: 'read' })) ?? 'denied';
    if (state !== 'granted') return { failure: 'needsPermission' };
    return { file: await handle.getFile() };
  } catch (error) {
    console.warn('[video] a picked file could not be read', error);
    return { failure: 'unreadable' };
  }
}
