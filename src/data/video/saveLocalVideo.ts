import { localVideoKey, localVideoTable, type LocalVideoRow } from './localVideoTable';

/** A picked file: its handle where the browser gives one, else the File itself. */
export type LocalVideoSource = { file: File } | { handle: FileSystemFileHandle };

/**
 * Keeps a picked file for a match or quarter on this device, replacing an earlier one: a handle as the
 * handle (the file stays where it is), a File as a Blob copy.
 */
export async function saveLocalVideo(
  matchId: number,
  quarter: number | null,
  source: LocalVideoSource,
): Promise<LocalVideoRow> {
  const file = 'file' in source ? source.file : await source.handle.getFile();
  const row: LocalVideoRow = {
    key: localVideoKey(matchId, quarter),
    matchId,
    quarter,
    name: file.name,
    size: file.size,
    type: file.type,
    ...('file' in source ? { file: source.file } : { handle: source.handle }),
    savedAt: Date.now(),
  };
  await localVideoTable().put(row);
  return row;
}
