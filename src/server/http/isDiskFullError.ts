import { databaseErrorCode } from './databaseErrorCode';

/** PostgreSQL's disk_full SQLSTATE: a table or index could not grow (PGlite raises it from the host's ENOSPC). */
const DISK_FULL_SQLSTATE = '53100';

/**
 * A write refused for want of space, by the database (SQLSTATE 53100) or the file system (ENOSPC, EDQUOT: a
 * spooled upload, a video file), looking through wrappers (`cause`) as databaseErrorCode does.
 */
export function isDiskFullError(error: unknown): boolean {
  if (databaseErrorCode(error) === DISK_FULL_SQLSTATE) return true;
  for (let e: unknown = error, depth = 0; e && depth < 5; e = (e as { cause?: unknown }).cause, depth++) {
    const code = (e as { code?: unknown }).code;
    if (code === 'ENOSPC' || code === 'EDQUOT') return true;
  }
  return false;
}
