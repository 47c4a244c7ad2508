import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { createApp, createAppDeps } from '../../../src/server/app';
import { hashPassword } from '../../../src/server/auth/passwords';
import { loadConfig } from '../../../src/server/config';
import { connectDatabase } from '../../../src/server/db/connect';
import { appUser } from '../../../src/server/db/schema';
import { createScratchDatabase, type ScratchDatabase } from './support/createScratchDatabase';

/**
 * The login limit is kept in the database, so it outlives a restart and replicas share it (issue: a limit in
 * one process's memory is multiplied by replicas and cleared by a restart).
 */
const guess = async (base: (path: string, init: RequestInit) => Response | Promise<Response>, password: string) => {
  const response = await base('/api/authenticate', {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ username: 'user', password }),
  });
  return response.status;
};

describe('on the embedded database', () => {
  const dir = mkdtempSync(join(tmpdir(), 'poolside-limits-'));
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  const open = async () => {
    const handle = await connectDatabase({ pgliteDir: join(dir, 'db') });
    await handle.migrate();
    const config = { ...loadConfig({ NODE_ENV: 'test', DIST_DIR: '/nonexistent-dist' }), logLevel: 'silent' as const };
    const app = createApp(createAppDeps({ db: handle.db, config, jwtSecret: randomBytes(64) }));
    const request = (path: string, init: RequestInit) => app.request(`http://localhost${path}`, init);
    return { handle, request };
  };

  test('a blocked login stays blocked after the server restarts', async () => {
    const first = await open();
    await first.handle.db
      .insert(appUser)
      .values({ login: 'user', passwordHash: await hashPassword('right-password'), activated: true });
    const statuses = [];
    for (let i = 0; i < 6; i++) statuses.push(await guess(first.request, `guess-${i}`));
    expect(statuses).toEqual([...Array<number>(5).fill(401), 429]);
    await first.handle.close();

    const second = await open();
    try {
      expect(await guess(second.request, 'right-password')).toBe(429);
    } finally {
      await second.handle.close();
    }
  }, 240_000);
});

const adminUrl = process.env.DATABASE_URL;
type ServerProcess = { url: string; child: ChildProcess };

function startServerProcess(databaseUrl: string, jwtSecret: string): Promise<ServerProcess> {
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/server/cli/serveApi.ts'], {
    env: {
      ...process.env,
      DATABASE_URL: databaseUrl,
      JWT_SECRET: jwtSecret,
      SEED: 'true',
      PORT: '0',
      HOST: '127.0.0.1',
      LOG_LEVEL: 'silent',
      VITEST: '',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  return new Promise((resolve, reject) => {
    let output = '';
    const timer = setTimeout(() => reject(new Error(`server did not start: ${output}`)), 60_000);
    child.stdout!.on('data', (chunk: Buffer) => {
      output += chunk.toString();
      const match = output.match(/API at (http:\/\/[^\s]+)\/api/);
      if (match) {
        clearTimeout(timer);
        resolve({ url: match[1]!.replace('localhost', '127.0.0.1'), child });
      }
    });
    child.stderr!.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.on('exit', (code) => reject(new Error(`server exited with ${code}: ${output}`)));
  });
}

function stop(server: ServerProcess): Promise<void> {
  return new Promise((resolve) => {
    if (server.child.exitCode !== null) return resolve();
    server.child.once('exit', () => resolve());
    server.child.kill('SIGTERM');
  });
}

describe.skipIf(!adminUrl)('on PostgreSQL with two server processes', () => {
  const secret = randomBytes(64).toString('base64');
  const servers: ServerProcess[] = [];
  let database: ScratchDatabase | undefined;
  let databaseUrl = '';

  beforeAll(async () => {
    database = await createScratchDatabase(adminUrl!, 'poolside_limits');
    databaseUrl = database.url;
    servers.push(
      ...(await Promise.all([startServerProcess(databaseUrl, secret), startServerProcess(databaseUrl, secret)])),
    );
  }, 120_000);

  afterAll(async () => {
    await Promise.all(servers.map(stop));
    await database?.drop();
  });

  const at = (server: ServerProcess) => (path: string, init: RequestInit) => fetch(`${server.url}${path}`, init);

  test('guesses spread over both processes, in parallel, share one limit, which a restarted process keeps', async () => {
    const [a, b] = servers as [ServerProcess, ServerProcess];
    const statuses = await Promise.all(Array.from({ length: 40 }, (_, i) => guess(at(i % 2 ? a : b), `guess-${i}`)));
    // All from one address: 5 checked at this login from there.
    expect(statuses.filter((s) => s === 401)).toHaveLength(5);
    expect(statuses.filter((s) => s === 429)).toHaveLength(35);
    expect(await guess(at(a), 'user')).toBe(429);
    expect(await guess(at(b), 'user')).toBe(429);

    await Promise.all(servers.splice(0).map(stop));
    servers.push(await startServerProcess(databaseUrl, secret));
    expect(await guess(at(servers[0]!), 'user')).toBe(429);
    const db = new pg.Client({ connectionString: databaseUrl });
    await db.connect();
    const { rows } = await db.query(`select hits from auth_throttle where key = 'login-at:127.0.0.1 user'`);
    await db.end();
    expect(rows[0].hits).toBe(43);
  }, 180_000);
});
