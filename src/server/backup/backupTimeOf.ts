import { BACKUP_FILE_PATTERN } from './backupFileName';

/** When a backup named by backupFileName was taken, or null for any other file name. */
export function backupTimeOf(fileName: string): Date | null {
  const parts = BACKUP_FILE_PATTERN.exec(fileName);
  if (!parts) return null;
  const [, year, month, day, hours, minutes, seconds] = parts.map(Number);
  const at = new Date(Date.UTC(year!, month! - 1, day!, hours!, minutes!, seconds!));
  return Number.isNaN(at.getTime()) ? null : at;
}
