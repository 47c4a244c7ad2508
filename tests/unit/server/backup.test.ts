import { spawn } from 'node:child_process';
import {
  existsSync,
  mkdirSync,
  readFileSync,
  mkdtempSync,
  readdirSync,
  rmSync,
  utimesSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import { PGlite } from '@electric-sql/pglite';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { backupFileName } from '../../../src/server/backup/backupFileName';
import { packTar } from '../../../src/server/backup/packTar';
import { restoreBackup } from '../../../src/server/backup/restoreBackup';
import { KEPT_BACKUPS, takeDueBackup } from '../../../src/server/backup/takeDueBackup';
import { writeBackup } from '../../../src/server/backup/writeBackup';
import { connectDatabase } from '../../../src/server/db/connect';
import type { DatabaseHandle } from '../../../src/server/db/database';
import { seedDemo } from '../../../src/server/seed/seedDemo';
import { fingerprintDatabase } from './support/fingerprintDatabase';

const ROOT = fileURLToPath(new URL('../../../', import.meta.url));
let scratch: string;
let handle: DatabaseHandle;
let client: PGlite;
/** One backup of the seeded demo database, shared by the tests that only read it. */
let demoBackup: Awaited<ReturnType<typeof writeBackup>>;

beforeAll(async () => {
  scratch = mkdtempSync(join(tmpdir(), 'poolside-backup-test-'));
  handle = await connectDatabase({ pgliteDir: 'memory://' });
  await handle.migrate();
  await seedDemo(handle.db);
  client = (handle.db as unknown as { $client: PGlite }).$client;
  const path = join(scratch, 'demo', backupFileName(new Date('2026-11-25T03:15:00Z')));
  demoBackup = await writeBackup(client, { dataDir: scratch, path });
}, 180_000);
afterAll(async () => {
  await handle.close();
  rmSync(scratch, { recursive: true, force: true });
});

async function fingerprintOf(dbDir: string) {
  const restored = await PGlite.create(dbDir);
  try {
    return await fingerprintDatabase(restored);
  } finally {
    await restored.close();
  }
}

describe('backup and restore', () => {
  test('a backup restored into an empty data directory holds the same rows', async () => {
    expect(demoBackup.path).toMatch(/poolside-backup-2026-11-25T031500Z\.tar\.gz$/);
    expect(demoBackup.manifest.tables['public.event']).toBeGreaterThan(1000);

    const dataDir = join(scratch, 'restored');
    const manifest = await restoreBackup(demoBackup.path, dataDir);
    expect(manifest.tables).toEqual(demoBackup.manifest.tables);
    expect(await fingerprintOf(join(dataDir, 'db'))).toEqual(await fingerprintDatabase(client));
  });

  test('a backup taken during a burst of writing transactions holds each of them whole or not at all', async () => {
    const organizationId = (await client.query<{ id: number }>('select min(id)::float8 as id from organization'))
      .rows[0]!.id;
    const write = (i: number) =>
      client.transaction(async (tx) => {
        for (const season of ['2026', '2027']) {
          const values = [organizationId, `Burst ${i}`, season];
          await tx.query(`insert into league (organization_id, name, season) values ($1, $2, $3)`, values);
        }
      });
    // 50 transactions queued before the backup, 50 more one after another while it runs: it lands between two.
    const before = Array.from({ length: 50 }, (_, i) => write(i));
    const dataDir = join(scratch, 'burst');
    const backup = writeBackup(client, { dataDir, path: join(dataDir, 'burst.tar.gz') });
    const after = (async () => {
      for (let i = 50; i < 100; i++) await write(i);
    })();
    await Promise.all([...before, backup, after]);
    await restoreBackup(join(dataDir, 'burst.tar.gz'), join(dataDir, 'data'));
    const restored = await PGlite.create(join(dataDir, 'data', 'db'));
    try {
      const seasons = await restored.query<{ season: string; n: number }>(
        `select season, count(*)::int as n from league where name like 'Burst %' group by season order by season`,
      );
      // Both rows of a transaction or neither, and at least every transaction queued before the backup.
      expect(seasons.rows.map((row) => row.season)).toEqual(['2026', '2027']);
      expect(seasons.rows[0]!.n).toBe(seasons.rows[1]!.n);
      expect(seasons.rows[0]!.n).toBeGreaterThanOrEqual(50);
    } finally {
      await restored.close();
      await client.query(`delete from league where name like 'Burst %'`);
    }
  });

  test('the backup indexes the uploaded videos: key and size of each file in the data directory', async () => {
    const dataDir = join(scratch, 'with-videos');
    mkdirSync(join(dataDir, 'videos', '1'), { recursive: true });
    writeFileSync(join(dataDir, 'videos', '1', '1-abc.mp4'), Buffer.alloc(1234));
    const { rows } = await client.query<{ id: number }>('select id::float8 as id from match_video order by id limit 2');
    await client.query(`update match_video set object_url_s3 = 'videos/1/1-abc.mp4' where id = $1`, [rows[0]!.id]);
    await client.query(`update match_video set object_url_s3 = 'videos/1/2-gone.mp4' where id = $1`, [rows[1]!.id]);
    try {
      const { manifest } = await writeBackup(client, { dataDir, path: join(dataDir, 'backup.tar.gz') });
      expect(manifest.videos.map(({ id, key, bytes }) => ({ id, key, bytes }))).toEqual([
        { id: rows[0]!.id, key: 'videos/1/1-abc.mp4', bytes: 1234 },
        { id: rows[1]!.id, key: 'videos/1/2-gone.mp4', bytes: null },
      ]);
    } finally {
      await client.query('update match_video set object_url_s3 = null');
    }
  });

  test.each([
    [
      'a data directory that already holds a database',
      'occupied',
      /already holds a database; restore only into an empty data directory/,
    ],
    ['a file that is not gzip', 'junk', /junk\.tar\.gz is not a Poolside backup: not a gzip file/],
    [
      'a gzip file that is not a tar archive',
      'gzipped-text',
      /is not a Poolside backup: tar archive cut short|not a tar archive/,
    ],
    [
      'a tar archive without a manifest',
      'no-manifest',
      /is not a Poolside backup: manifest\.json or pgdata\.tar is missing/,
    ],
    [
      'a manifest of another kind',
      'foreign-manifest',
      /is not a Poolside backup: manifest\.json is not a Poolside backup manifest/,
    ],
    ['a file cut short', 'truncated', /is not a Poolside backup: unexpected end of file/],
    ['a missing file', 'missing', /is not a Poolside backup: no such file/],
  ])('restore refuses %s, saying why, and writes nothing', async (_, kind, message) => {
    const dir = join(scratch, `refuse-${kind}`);
    mkdirSync(dir, { recursive: true });
    const dataDir = join(dir, 'data');
    let file = join(dir, `${kind}.tar.gz`);
    if (kind === 'occupied') {
      file = demoBackup.path;
      mkdirSync(join(dataDir, 'db'), { recursive: true });
      writeFileSync(join(dataDir, 'db', 'PG_VERSION'), '18\n');
    }
    if (kind === 'junk') writeFileSync(file, 'twelve bytes');
    if (kind === 'gzipped-text') writeFileSync(file, gzipSync('not a tar archive at all'));
    if (kind === 'no-manifest')
      writeFileSync(file, gzipSync(packTar([{ name: 'pgdata.tar', data: Buffer.alloc(10) }])));
    if (kind === 'foreign-manifest') {
      const members = ['manifest.json', 'pgdata.tar'].map((name) => ({
        name,
        data: Buffer.from('{"format":"other"}'),
      }));
      writeFileSync(file, gzipSync(packTar(members)));
    }
    if (kind === 'truncated') {
      writeFileSync(file, readFileSync(demoBackup.path).subarray(0, 100_000));
    }
    await expect(restoreBackup(file, dataDir)).rejects.toThrow(message);
    // Nothing half-restored is left behind: no staging directory, no database beside what was there.
    const left = existsSync(dataDir) ? readdirSync(dataDir) : [];
    expect(left).toEqual(kind === 'occupied' ? ['db'] : []);
  });
});

describe('the daily backup', () => {
  test(`writes one when the newest is a day old, keeps the newest ${KEPT_BACKUPS} and no other file is touched`, async () => {
    const backupDir = join(scratch, 'daily');
    mkdirSync(backupDir);
    const day = 24 * 3600_000;
    const now = new Date('2026-11-25T03:00:00Z');
    const older = Array.from({ length: 20 }, (_, i) => backupFileName(new Date(now.getTime() - (i + 1) * day)));
    for (const name of older) writeFileSync(join(backupDir, name), '');
    const foreign = ['notes.txt', 'poolside-backup-latest.tar.gz', 'poolside-backup-2020-01-01T000000Z.tar.gz.bak'];
    for (const name of foreign) writeFileSync(join(backupDir, name), 'keep me');

    const written = await takeDueBackup(client, { dataDir: scratch, backupDir, now });
    expect(written?.path).toBe(join(backupDir, 'poolside-backup-2026-11-25T030000Z.tar.gz'));
    expect(readdirSync(backupDir).sort()).toEqual(
      [...foreign, backupFileName(now), ...older.slice(0, KEPT_BACKUPS - 1)].sort(),
    );

    // Not due again within the day, due again a day later.
    expect(
      await takeDueBackup(client, { dataDir: scratch, backupDir, now: new Date(now.getTime() + day - 1000) }),
    ).toBeNull();
    const next = await takeDueBackup(client, { dataDir: scratch, backupDir, now: new Date(now.getTime() + day) });
    expect(next?.path).toBe(join(backupDir, 'poolside-backup-2026-11-26T030000Z.tar.gz'));
    expect(readdirSync(backupDir).filter((name) => !foreign.includes(name))).toHaveLength(KEPT_BACKUPS);
  });
});

describe('npm run backup while the server runs', () => {
  test('the running server writes the backup (and its daily one into BACKUP_DIR); restored, it holds the rows the server had', async () => {
    const dataDir = join(scratch, 'live');
    const distDir = join(scratch, 'live-dist');
    mkdirSync(distDir, { recursive: true });
    writeFileSync(join(distDir, 'index.html'), '<!doctype html><title>Poolside</title>');
    const future = new Date(Date.now() + 24 * 3600_000);
    utimesSync(join(distDir, 'index.html'), future, future);
    const env = { ...process.env, DATA_DIR: dataDir, DATABASE_URL: '', BACKUP_DIR: '', VITEST: '' };
    const server = run(['src/server/cli/start.ts'], {
      ...env,
      PORT: '0',
      HOST: '127.0.0.1',
      DIST_DIR: distDir,
      SEED: 'true',
      LOG_LEVEL: 'info',
      BACKUP_DIR: join(scratch, 'live-daily'),
    });
    try {
      await server.waitFor(/running at http/);
      // BACKUP_DIR holds no backup yet, so the daily one is written at start.
      await server.waitFor(/"msg":"daily backup written"/);
      expect(readdirSync(join(scratch, 'live-daily'))).toEqual([
        expect.stringMatching(/^poolside-backup-.*Z\.tar\.gz$/),
      ]);
      const backup = run(['src/server/cli/backup.ts', join(scratch, 'live-backups')], env);
      expect(await backup.exitCode).toBe(0);
      expect(backup.output()).toMatch(
        /Backup written to .*poolside-backup-.*\.tar\.gz .*written by the running server/,
      );
      expect(server.output()).toContain('"msg":"backup written"');
    } finally {
      server.child.kill('SIGTERM');
      await server.exitCode;
    }
    const [file] = readdirSync(join(scratch, 'live-backups'));
    const restoredDir = join(scratch, 'live-restored');
    await restoreBackup(join(scratch, 'live-backups', file!), restoredDir);
    expect(await fingerprintOf(join(restoredDir, 'db'))).toEqual(await fingerprintOf(join(dataDir, 'db')));
  }, 180_000);
});

function run(args: string[], env: NodeJS.ProcessEnv) {
  const child = spawn(process.execPath, ['--import', 'tsx', ...args], {
    cwd: ROOT,
    env,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  const listeners = new Set<() => void>();
  const collect = (chunk: Buffer) => {
    output += chunk.toString();
    for (const listener of listeners) listener();
  };
  child.stdout.on('data', collect);
  child.stderr.on('data', collect);
  const exitCode = new Promise<number | null>((resolve) => child.on('exit', (code) => resolve(code)));
  const waitFor = (pattern: RegExp) =>
    new Promise<void>((resolve, reject) => {
      const check = () => pattern.test(output) && resolve();
      listeners.add(check);
      check();
      void exitCode.then(() => reject(new Error(`exited before ${pattern}: ${output}`)));
    });
  return { child, exitCode, waitFor, output: () => output };
}
