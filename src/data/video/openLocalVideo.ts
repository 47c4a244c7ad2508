import type { LocalVideoRow } from './localVideoTable';

type ReadPermission = {
  queryPermission?: (d: { mode: 'read' }) => Promise<PermissionState>;
  requestPermission?: (d: { mode: 'read' }) => Promise<PermissionState>;
};

/**
 * The playable Blob of a picked file. A handle needs read permission again after a restart: asking for it
 * only works inside a user gesture, so a refusal answers null and the screen offers a button.
 */
export async function openLocalVideo(row: LocalVideoRow, mayAsk = false): Promise<Blob | null> {
  if (row.file) return row.file;
  if (!row.handle) return null;
  const handle = row.handle as FileSystemFileHandle & ReadPermission;
  let state = (await handle.queryPermission?.({ mode: 'read' })) ?? 'granted';
  if (state !== 'granted' && mayAsk) state = (await handle.requestPermission?.({ mode: 'read' })) ?? 'denied';
  if (state !== 'granted') return null;
  try {
    return await handle.getFile();
  } catch {
    return null;
  }
}
