import { chmodSync, existsSync, mkdtempSync, readdirSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, test } from 'vitest';
import { loadConfig } from '../../../src/server/config';
import { DataDirUnwritableError, ensureWritableDataDir } from '../../../src/server/db/ensureWritableDataDir';
import { createFreshDist, spawnServer } from './support/spawnServer';

const isRoot = process.getuid?.() === 0;

describe('the demo seed default', () => {
  test.each<[string, Record<string, string>, boolean]>([
    ['the embedded database is seeded by default', {}, true],
    ['PostgreSQL is not seeded by default (admin/admin on a real server)', { DATABASE_URL: 'postgres://db/x' }, false],
    ['PostgreSQL is seeded when asked with SEED=true', { DATABASE_URL: 'postgres://db/x', SEED: 'true' }, true],
    ['SEED=false keeps the embedded database empty', { SEED: 'false' }, false],
    ['any other SEED value keeps the default', { DATABASE_URL: 'postgres://db/x', SEED: 'yes' }, false],
  ])('%s', (_case, env, seed) => {
    expect(loadConfig(env).seed).toBe(seed);
  });
});

describe('a data directory the server cannot write', () => {
  test('a missing one is created, and nothing is left behind by the check', () => {
    const dataDir = join(mkdtempSync(join(tmpdir(), 'poolside-data-')), 'new', 'data');
    ensureWritableDataDir(dataDir);
    expect(readdirSync(dataDir)).toEqual([]);
  });

  test('one that cannot be created (under a regular file) is refused, naming it', () => {
    const file = join(mkdtempSync(join(tmpdir(), 'poolside-data-')), 'file');
    writeFileSync(file, '');
    const dataDir = join(file, 'data');
    expect(() => ensureWritableDataDir(dataDir)).toThrow(DataDirUnwritableError);
    expect(() => ensureWritableDataDir(dataDir)).toThrow(
      `Poolside cannot write to its data directory ${dataDir}: ENOTDIR not a directory; set DATA_DIR to a writable directory`,
    );
  });

  // chmod does not stop root from writing; the case under a regular file above covers root.
  test.skipIf(isRoot)('a read-only one is refused, naming it', () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'poolside-data-'));
    chmodSync(dataDir, 0o555);
    expect(() => ensureWritableDataDir(dataDir)).toThrow(
      `Poolside cannot write to its data directory ${dataDir}: EACCES permission denied`,
    );
    chmodSync(dataDir, 0o755);
  });

  test('stops npm start with one line naming it and exit code 1, not a stack trace', async () => {
    const file = join(mkdtempSync(join(tmpdir(), 'poolside-data-')), 'file');
    writeFileSync(file, '');
    const server = spawnServer({ DATA_DIR: join(file, 'data'), DIST_DIR: createFreshDist() });
    expect(await server.exited).toBe(1);
    const lines = server
      .output()
      .split('\n')
      .filter((line) => line && !line.startsWith('npm warn'));
    expect(lines).toEqual([
      `Poolside cannot write to its data directory ${join(file, 'data')}: ENOTDIR not a directory; set DATA_DIR to a writable directory`,
    ]);
    expect(existsSync(join(file, 'data'))).toBe(false);
  }, 60_000);
});
