import { localVideoKey, localVideoTable, type LocalVideoRow } from './localVideoTable';

/** Keeps a picked file (or its handle) for a match or quarter on this device, replacing an earlier one. */
export async function saveLocalVideo(
  matchId: number,
  quarter: number | null,
  source: { file: File } | { handle: FileSystemFileHandle },
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
