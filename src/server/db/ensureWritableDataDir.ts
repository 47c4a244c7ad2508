import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

/** DATA_DIR is missing and cannot be created, or cannot be written: the server cannot keep anything there. */
export class DataDirUnwritableError extends Error {
  readonly dataDir: string;
  constructor(dataDir: string, cause: NodeJS.ErrnoException) {
    super(
      `Poolside cannot write to its data directory ${dataDir}: ${cause.code ?? 'error'} ${reasonOf(cause)}; ` +
        `set DATA_DIR to a writable directory`,
      { cause },
    );
    this.name = 'DataDirUnwritableError';
    this.dataDir = dataDir;
  }
}

/**
 * Creates DATA_DIR when missing and writes a probe file into it, so that a read-only or impossible data
 * directory stops the start with one line naming it, before the database or an upload fails deep inside.
 */
export function ensureWritableDataDir(dataDir: string): void {
  const probe = join(dataDir, `.write-probe-${process.pid}`);
  try {
    mkdirSync(dataDir, { recursive: true });
    writeFileSync(probe, '');
  } catch (error) {
    throw new DataDirUnwritableError(dataDir, error as NodeJS.ErrnoException);
  }
  rmSync(probe, { force: true });
}

/** Node's message without the code and path it repeats: "permission denied". */
function reasonOf(error: NodeJS.ErrnoException): string {
  const match = /^\w+: ([^,]+)/.exec(error.message);
  return match?.[1] ?? error.message;
}
