import { spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { acquireDataDirLock, DataDirInUseError, readDataDirLockHolder } from '../../../src/server/db/dataDirLock';

const LOCK = 'poolside.lock';

function emptyDataDir(): string {
  return mkdtempSync(join(tmpdir(), 'poolside-lock-'));
}

/** The pid of a process that has exited: nobody alive holds it (pids are not reused this quickly). */
function deadPid(): number {
  return spawnSync(process.execPath, ['-e', '0']).pid!;
}

const children: ReturnType<typeof spawn>[] = [];
afterEach(() => {
  for (const child of children.splice(0)) child.kill('SIGKILL');
});

function livePid(): number {
  const child = spawn(process.execPath, ['-e', 'setTimeout(() => {}, 60_000)'], { stdio: 'ignore' });
  children.push(child);
  return child.pid!;
}

describe('the data directory lock', () => {
  it('holds this pid while taken and is gone once released', () => {
    const dir = emptyDataDir();
    const lock = acquireDataDirLock(dir);
    expect(lock.path).toBe(join(dir, LOCK));
    expect(readFileSync(lock.path, 'utf8').trim()).toBe(String(process.pid));
    expect(readDataDirLockHolder(dir)).toBe(process.pid);
    lock.release();
    expect(existsSync(lock.path)).toBe(false);
    expect(readDataDirLockHolder(dir)).toBeNull();
    expect(readdirSync(dir)).toEqual([]);
  });

  it('creates a missing data directory', () => {
    const dir = join(emptyDataDir(), 'not', 'yet');
    const lock = acquireDataDirLock(dir);
    expect(readDataDirLockHolder(dir)).toBe(process.pid);
    lock.release();
  });

  it('cannot be taken twice, in this process or while another live process holds it', () => {
    const dir = emptyDataDir();
    const lock = acquireDataDirLock(dir);
    expect(() => acquireDataDirLock(dir)).toThrow(DataDirInUseError);
    lock.release();

    const holder = livePid();
    writeFileSync(join(dir, LOCK), `${holder}\n`);
    const error = catchError(() => acquireDataDirLock(dir));
    expect(error).toBeInstanceOf(DataDirInUseError);
    expect(error).toMatchObject({ holderPid: holder, dataDir: dir });
    expect((error as Error).message).toContain(dir);
    expect((error as Error).message).toContain(`pid ${holder}`);
    expect(readDataDirLockHolder(dir)).toBe(holder);
    // The live holder's lock is left as it was.
    expect(readFileSync(join(dir, LOCK), 'utf8').trim()).toBe(String(holder));
  });

  it.each<[string, () => string]>([
    ['of a dead process', () => `${deadPid()}\n`],
    ['naming this pid, which this process does not hold (a restarted container reuses pids)', () => `${process.pid}\n`],
    ['left empty by a process killed while creating it', () => ''],
    ['holding no pid', () => 'garbage'],
  ])('a stale lock %s is taken over', (_case, content) => {
    const dir = emptyDataDir();
    writeFileSync(join(dir, LOCK), content());
    expect(readDataDirLockHolder(dir)).toBeNull();
    const lock = acquireDataDirLock(dir);
    expect(readDataDirLockHolder(dir)).toBe(process.pid);
    lock.release();
    expect(readdirSync(dir)).toEqual([]);
  });

  it('releasing leaves alone a lock another process has taken over meanwhile', () => {
    const dir = emptyDataDir();
    const lock = acquireDataDirLock(dir);
    const other = livePid();
    writeFileSync(lock.path, `${other}\n`);
    lock.release();
    expect(readDataDirLockHolder(dir)).toBe(other);
  });
});

function catchError(work: () => unknown): unknown {
  try {
    work();
  } catch (error) {
    return error;
  }
  throw new Error('expected an error');
}
