/** `poolside-backup-2026-11-25T031500Z.tar.gz`: sorts by time, and names only what the backup tools wrote. */
export const BACKUP_FILE_PATTERN = /^poolside-backup-(\d{4})-(\d{2})-(\d{2})T(\d{2})(\d{2})(\d{2})Z\.tar\.gz$/;

/** The file name of a backup taken at `at` (UTC, to the second). */
export function backupFileName(at: Date): string {
  const stamp = at
    .toISOString()
    .replace(/\.\d{3}Z$/, 'Z')
    .replace(/:/g, '');
  return `poolside-backup-${stamp}.tar.gz`;
}
