import { closeSync, linkSync, mkdirSync, openSync, readFileSync, renameSync, unlinkSync, writeSync } from 'node:fs';
import { join } from 'node:path';

export type DataDirLock = { path: string; release: () => void };

/** A live process holds the data directory: opening its database too would corrupt it (two writers, one WAL). */
export class DataDirInUseError extends Error {
  readonly holderPid: number;
  readonly dataDir: string;
  constructor(dataDir: string, holderPid: number) {
    super(
      `Poolside's data directory ${dataDir} is in use by another server process (pid ${holderPid}); ` +
        `stop that process or set DATA_DIR to another directory`,
    );
    this.name = 'DataDirInUseError';
    this.dataDir = dataDir;
    this.holderPid = holderPid;
  }
}

const LOCK_FILE = 'poolside.lock';

/** Lock files this process holds: a lock naming our own pid that we do not hold is stale (a container restart reuses pids). */
const heldPaths = new Set<string>();

/** Takes DATA_DIR's lock (a file holding this pid), taking over a stale lock of a dead process; throws DataDirInUseError while a live process holds it. */
export function acquireDataDirLock(dataDir: string): DataDirLock {
  mkdirSync(dataDir, { recursive: true });
  const path = join(dataDir, LOCK_FILE);
  for (let attempt = 0; attempt < 5; attempt++) {
    if (tryCreateLock(path)) return holdLock(path);
    const holder = readLockPid(path);
    if (holder !== null && isHeldByLiveProcess(path, holder)) throw new DataDirInUseError(dataDir, holder);
    removeStaleLock(path, holder);
  }
  // Only reachable when other processes keep taking the lock over between our attempts.
  throw new DataDirInUseError(dataDir, readLockPid(path) ?? 0);
}

/** The pid of the live process holding the lock, or null. */
export function readDataDirLockHolder(dataDir: string): number | null {
  const path = join(dataDir, LOCK_FILE);
  const holder = readLockPid(path);
  return holder !== null && isHeldByLiveProcess(path, holder) ? holder : null;
}

/**
 * Creates the lock file already holding our pid: written under a name of our own, then hard-linked into place,
 * which fails if the lock exists, so of two racing processes exactly one wins and nobody ever reads a lock
 * file still empty. File systems without hard links fall back to an exclusive create (`wx`).
 */
function tryCreateLock(path: string): boolean {
  const own = `${path}.${process.pid}`;
  writeOwnPid(own, 'w');
  try {
    linkSync(own, path);
    return true;
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code;
    if (code === 'EEXIST') return false;
    if (code !== 'EPERM' && code !== 'ENOTSUP' && code !== 'EOPNOTSUPP') throw error;
    return createExclusively(path);
  } finally {
    unlinkQuietly(own);
  }
}

function createExclusively(path: string): boolean {
  try {
    writeOwnPid(path, 'wx');
    return true;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'EEXIST') return false;
    throw error;
  }
}

function writeOwnPid(path: string, flags: 'w' | 'wx'): void {
  const fd = openSync(path, flags, 0o644);
  try {
    writeSync(fd, `${process.pid}\n`);
  } finally {
    closeSync(fd);
  }
}

function holdLock(path: string): DataDirLock {
  heldPaths.add(path);
  const release = () => {
    process.off('exit', release);
    if (!heldPaths.delete(path)) return;
    // Never remove a lock another process took over meanwhile.
    if (readLockPid(path) === process.pid) unlinkQuietly(path);
  };
  process.on('exit', release);
  return { path, release };
}

/** null when the file is missing or does not hold a pid (a writer killed between create and write). */
function readLockPid(path: string): number | null {
  let text: string;
  try {
    text = readFileSync(path, 'utf8');
  } catch {
    return null;
  }
  const pid = Number(text.trim());
  return Number.isInteger(pid) && pid > 0 ? pid : null;
}

function isHeldByLiveProcess(path: string, pid: number): boolean {
  if (pid === process.pid) return heldPaths.has(path);
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    // EPERM: the process exists but belongs to another user; it is alive.
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/**
 * Moves the stale lock aside before deleting it, so that of two processes taking over the same stale lock,
 * the slower one cannot delete the fresh lock the faster one has just created: it checks what it moved, and
 * puts back a lock that turned out to be live.
 */
function removeStaleLock(path: string, stalePid: number | null): void {
  const aside = `${path}.stale-${process.pid}`;
  try {
    renameSync(path, aside);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return;
    throw error;
  }
  const moved = readLockPid(aside);
  if (moved !== stalePid && moved !== null && isHeldByLiveProcess(path, moved)) {
    try {
      linkSync(aside, path);
    } catch {
      // Someone created a new lock meanwhile; theirs stands.
    }
  }
  unlinkQuietly(aside);
}

function unlinkQuietly(path: string): void {
  try {
    unlinkSync(path);
  } catch {
    // Already gone.
  }
}
