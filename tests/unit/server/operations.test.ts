import { spawn } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, utimesSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { createApp } from '../../../src/server/app';
import { loadJwtSecret } from '../../../src/server/auth/loadJwtSecret';
import { loadConfig, toBlogArticleUrls } from '../../../src/server/config';
import { appUser } from '../../../src/server/db/schema';
import { createTenant, type Tenant } from './support/fixtures';
import { startTestServer, type TestServer } from './support/testServer';

let server: TestServer;
let alpha: Tenant;
let beta: Tenant;

beforeAll(async () => {
  server = await startTestServer();
  [alpha, beta] = [await createTenant(server, 'Alpha'), await createTenant(server, 'Beta')];
});
afterAll(() => server.close());

describe('the request log', () => {
  test('one JSON line per request: method, path, status, time, user and request id, never a secret', async () => {
    const lines: Record<string, unknown>[] = [];
    const capture = (fields: Record<string, unknown>) => void lines.push(fields);
    const app = createApp({ ...server.deps, log: { info: capture, warn: capture, error: capture } });
    await app.request('http://localhost/api/authenticate', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ username: 'alpha-user', password: 'alpha-user' }),
    });
    await app.request('http://localhost/api/teams?sort=id,asc', {
      headers: { Authorization: `Bearer ${alpha.analyst.token}`, 'X-Request-Id': 'tablet-7-req-42' },
    });
    expect(lines).toEqual([
      {
        method: 'POST',
        path: '/api/authenticate',
        status: 200,
        ms: expect.any(Number),
        user: null,
        requestId: expect.any(String),
      },
      {
        method: 'GET',
        path: '/api/teams',
        status: 200,
        ms: expect.any(Number),
        user: 'alpha-analyst',
        requestId: 'tablet-7-req-42',
      },
    ]);
    const logged = JSON.stringify(lines);
    expect(logged).not.toContain(alpha.analyst.token);
    expect(logged).not.toContain('alpha-user');
    expect(logged).not.toContain('password');
  });
});

describe('secrets at rest', () => {
  test('passwords are stored as argon2id hashes, never as given', async () => {
    const [stored] = await server.db.select().from(appUser).where(eq(appUser.login, 'alpha-user'));
    expect(stored!.passwordHash).toMatch(/^\$argon2id\$v=19\$/);
    expect(stored!.passwordHash).not.toContain('alpha-user');
  });

  test('without JWT_SECRET a 512-bit secret is generated once into the data dir and reused after a restart', () => {
    const dir = mkdtempSync(join(tmpdir(), 'poolside-secret-'));
    try {
      const first = loadJwtSecret(undefined, dir);
      expect(first.length).toBe(64);
      expect(Buffer.from(loadJwtSecret(undefined, dir)).equals(Buffer.from(first))).toBe(true);
      expect(readFileSync(join(dir, 'jwt-secret'), 'utf8')).toBe(Buffer.from(first).toString('base64'));
      expect(new TextDecoder().decode(loadJwtSecret('from-the-environment', dir))).toBe('from-the-environment');
      const inMemory = [loadJwtSecret(undefined, null), loadJwtSecret(undefined, null)];
      expect(Buffer.from(inMemory[0]!).equals(Buffer.from(inMemory[1]!))).toBe(false);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});

describe('the REST surface beyond the happy path', () => {
  test.each(['PUT', 'PATCH'])('%s on a collection without an id answers 405 as problem+json', async (method) => {
    const response = await server.request(method, '/api/leagues', { token: alpha.manager.token, body: { name: 'x' } });
    expect(response.status).toBe(405);
    expect(response.headers.get('Content-Type')).toBe('application/problem+json');
  });

  test.each(['start', 'end'])(
    "another organisation's match cannot be %sed: 404, and the match is unchanged",
    async (action) => {
      const response = await server.request('POST', `/api/matches/${alpha.ids.match}/${action}`, {
        token: beta.manager.token,
      });
      expect(response.status).toBe(404);
      const own = await server.request('GET', `/api/matches/${alpha.ids.match}`, { token: alpha.manager.token });
      expect(((await own.json()) as { status: string }).status).toBe('SCHEDULED');
    },
  );
});

describe('npm start', () => {
  test('serves, and on SIGTERM stops accepting, closes the database and exits 0', async () => {
    const root = fileURLToPath(new URL('../../../', import.meta.url));
    const dataDir = mkdtempSync(join(tmpdir(), 'poolside-start-'));
    // A built app newer than every source, so start does not run a build.
    const distDir = join(dataDir, 'dist');
    mkdirSync(distDir);
    writeFileSync(join(distDir, 'index.html'), '<!doctype html><title>Poolside</title>');
    const future = new Date(Date.now() + 24 * 3600_000);
    utimesSync(join(distDir, 'index.html'), future, future);
    const child = spawn(process.execPath, ['--import', 'tsx', 'src/server/cli/start.ts'], {
      cwd: root,
      env: {
        ...process.env,
        PORT: '0',
        HOST: '127.0.0.1',
        DATA_DIR: dataDir,
        DIST_DIR: distDir,
        SEED: 'false',
        DATABASE_URL: '',
        LOG_LEVEL: 'info',
        VITEST: '',
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let output = '';
    child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
    try {
      const url = await new Promise<string>((resolve, reject) => {
        const timer = setTimeout(() => reject(new Error(`no start line in: ${output}`)), 45_000);
        child.stdout.on('data', () => {
          const found = /running at (http:\/\/\S+)/.exec(output)?.[1];
          if (found) {
            clearTimeout(timer);
            resolve(found);
          }
        });
      });
      expect((await fetch(`${url}/api/health`)).status).toBe(200);
      expect(existsSync(join(dataDir, 'jwt-secret'))).toBe(true);
      const exited = new Promise<number | null>((resolve) => child.on('exit', (code) => resolve(code)));
      child.kill('SIGTERM');
      expect(await exited).toBe(0);
      expect(output).toContain('SIGTERM received, shutting down');
      await expect(fetch(`${url}/api/health`)).rejects.toThrow();
    } finally {
      child.kill('SIGKILL');
      rmSync(dataDir, { recursive: true, force: true });
    }
  }, 60_000);
});

describe('blog article addresses', () => {
  test.each([
    [undefined, {}],
    ['', {}],
    [
      'introduction=https://blog.example.org/hu/intro, introduction-en=https://blog.example.org/en/intro',
      { introduction: 'https://blog.example.org/hu/intro', 'introduction-en': 'https://blog.example.org/en/intro' },
    ],
    ['c84d1b6f09=http://10.0.0.5:8000/ff?lang=en', { c84d1b6f09: 'http://10.0.0.5:8000/ff?lang=en' }],
  ])('BLOG_ARTICLE_URLS %j configures %j', (value, expected) => {
    expect(toBlogArticleUrls(value)).toEqual(expected);
  });

  test.each([
    'introduction',
    '=https://blog.example.org/x',
    'introduction=blog.example.org/x',
    'introduction=javascript:alert(1)',
    'Intro Duction=https://blog.example.org/x',
  ])('BLOG_ARTICLE_URLS %j stops the server at start, naming the pair', (value) => {
    expect(() => loadConfig({ BLOG_ARTICLE_URLS: value })).toThrow(/BLOG_ARTICLE_URLS: '/);
  });

  test('GET /api/blog-articles answers the configured addresses to anyone, uncached', async () => {
    const app = createApp({
      ...server.deps,
      config: { ...server.deps.config, blogArticleUrls: { introduction: 'https://blog.example.org/hu/intro' } },
    });
    const response = await app.request('http://localhost/api/blog-articles');
    expect(response.status).toBe(200);
    expect(response.headers.get('Cache-Control')).toBe('no-store');
    expect(await response.json()).toEqual({ introduction: 'https://blog.example.org/hu/intro' });
  });
});
