import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { BLOG_ARTICLES } from '../../../src/app/public/blogArticles';
import { createApp } from '../../../src/server/app';
import { loadConfig } from '../../../src/server/config';
import { buildContentSecurityPolicy } from '../../../src/server/http/buildContentSecurityPolicy';
import { createTenant, type Tenant } from './support/fixtures';
import { json, startTestServer, type TestServer } from './support/testServer';
import { MP4_HEAD, videoBytes } from './support/videoBytes';

let server: TestServer;
let alpha: Tenant;
let videoId: number;
const dist = mkdtempSync(join(tmpdir(), 'poolside-dist-'));
const dataDir = mkdtempSync(join(tmpdir(), 'poolside-headers-'));

beforeAll(async () => {
  mkdirSync(join(dist, 'assets'));
  writeFileSync(join(dist, 'index.html'), '<!doctype html><title>Poolside</title>');
  writeFileSync(join(dist, 'assets', 'index-3f9a1c.js'), 'console.log(1)');
  writeFileSync(join(dist, 'sw.js'), 'self.skipWaiting()');
  server = await startTestServer({ distDir: dist });
  server.deps.config.dataDir = dataDir;
  alpha = await createTenant(server, 'Alpha');
  const created = await server.request('POST', '/api/match-videos', {
    token: alpha.manager.token,
    body: { match: { id: alpha.ids.match }, quarter: null },
  });
  videoId = (await json<{ id: number }>(created)).id;
  const uploaded = await server.app.request(`http://localhost/api/match-videos/${videoId}/file`, {
    method: 'POST',
    headers: { Authorization: `Bearer ${alpha.manager.token}`, 'Content-Type': 'video/mp4' },
    body: videoBytes(MP4_HEAD, 1000) as BodyInit,
  });
  expect(uploaded.status).toBe(200);
});
afterAll(async () => {
  await server.close();
  rmSync(dist, { recursive: true, force: true });
  rmSync(dataDir, { recursive: true, force: true });
});

/** Every answer of the server, page, file, API, failure or stream, by what a scanner would ask for. */
const ANSWERS: [string, () => Response | Promise<Response>, number, 'app' | 'api'][] = [
  ['the app page /', () => server.request('GET', '/'), 200, 'app'],
  ['a deep link into the app', () => server.request('GET', '/matches/3/capture'), 200, 'app'],
  ['the app page gzipped', () => server.request('GET', '/', { headers: { 'Accept-Encoding': 'gzip' } }), 200, 'app'],
  ['a hashed asset', () => server.request('GET', '/assets/index-3f9a1c.js'), 200, 'app'],
  ['a missing asset', () => server.request('GET', '/assets/index-0ld.js'), 404, 'app'],
  ['the service worker', () => server.request('GET', '/sw.js'), 200, 'app'],
  ['the health check', () => server.request('GET', '/api/health'), 200, 'api'],
  ['an API list', () => server.request('GET', '/api/teams', { token: alpha.analyst.token }), 200, 'api'],
  ['an API refusal', () => server.request('GET', '/api/teams'), 401, 'api'],
  ['an unknown endpoint', () => server.request('GET', '/api/nothing-here'), 404, 'api'],
  ['a bad body', () => server.request('POST', '/api/teams', { token: alpha.manager.token, raw: '{' }), 400, 'api'],
  [
    'a streamed video Range read',
    () =>
      server.request('GET', `/api/match-videos/${videoId}/file`, {
        token: alpha.analyst.token,
        headers: { Range: 'bytes=100-199' },
      }),
    206,
    'api',
  ],
  [
    'a whole video streamed',
    () => server.request('GET', `/api/match-videos/${videoId}/file`, { token: alpha.analyst.token }),
    200,
    'api',
  ],
];

const directives = (policy: string | null) =>
  new Map(
    (policy ?? '').split(';').map((part) => {
      const [name = '', ...values] = part.trim().split(/\s+/);
      return [name, values] as const;
    }),
  );

describe('security headers', () => {
  test.each(ANSWERS)('%s carries them', async (_name, send, status, kind) => {
    const response = await send();
    expect(response.status).toBe(status);
    await response.arrayBuffer();
    const headers = response.headers;
    expect(headers.get('X-Content-Type-Options')).toBe('nosniff');
    expect(headers.get('Referrer-Policy')).toBe('no-referrer');
    expect(headers.get('Cross-Origin-Opener-Policy')).toBe('same-origin');
    expect(headers.get('X-Frame-Options')).toBe('DENY');
    expect(headers.get('Permissions-Policy')).toContain('camera=()');
    expect(headers.get('Permissions-Policy')).toContain('geolocation=()');
    // Plain http: HSTS would be ignored by browsers and wrong to promise.
    expect(headers.get('Strict-Transport-Security')).toBeNull();
    const policy = directives(headers.get('Content-Security-Policy'));
    expect(policy.get('frame-ancestors')).toEqual(["'none'"]);
    if (kind === 'app') {
      expect(policy.get('script-src')).toEqual(["'self'"]);
      expect(policy.get('object-src')).toEqual(["'none'"]);
      expect(policy.get('base-uri')).toEqual(["'self'"]);
    } else {
      expect(policy.get('default-src')).toEqual(["'none'"]);
    }
  });

  test.each(ANSWERS.filter(([, , , kind]) => kind === 'api'))(
    '%s is never kept in the browser’s HTTP cache',
    async (_name, send) => {
      const response = await send();
      await response.arrayBuffer();
      expect(response.headers.get('Cache-Control')).toBe('no-store');
    },
  );

  test('no directive of the app policy lets inline code or eval through', async () => {
    const policy = (await server.request('GET', '/')).headers.get('Content-Security-Policy')!;
    expect(policy).not.toMatch(/unsafe-inline|unsafe-eval|unsafe-hashes|\*/);
  });

  test('HSTS is sent when the app is served over https (APP_BASE_URL)', async () => {
    const app = createApp({
      ...server.deps,
      config: { ...server.deps.config, appBaseUrl: 'https://stats.example.org' },
    });
    for (const path of ['/', '/api/health', '/api/nothing-here']) {
      const response = await app.request(`http://localhost${path}`);
      expect(response.headers.get('Strict-Transport-Security'), path).toBe('max-age=31536000; includeSubDomains');
    }
  });
});

describe('buildContentSecurityPolicy', () => {
  const configOf = (env: Record<string, string>) => loadConfig({ NODE_ENV: 'test', ...env });

  test('frames and probes the app’s own blog articles', () => {
    const policy = buildContentSecurityPolicy(configOf({}));
    for (const article of BLOG_ARTICLES) {
      expect(policy.frameSrc).toContain(new URL(article.url).origin);
      expect(policy.connectSrc).toContain(new URL(article.url).origin);
    }
  });

  test.each([
    [
      'an installation’s blog host (BLOG_ARTICLE_URLS)',
      { BLOG_ARTICLE_URLS: 'introduction=https://articles.example.org/intro' },
      { frameSrc: 'https://articles.example.org', connectSrc: 'https://articles.example.org' },
    ],
    [
      'a path-style S3 video storage',
      { S3_BUCKET: 'v', S3_ENDPOINT: 'http://127.0.0.1:9000', S3_ACCESS_KEY_ID: 'k', S3_SECRET_ACCESS_KEY: 's' },
      { connectSrc: 'http://127.0.0.1:9000' },
    ],
    [
      'a virtual-hosted S3 bucket',
      {
        S3_BUCKET: 'poolside',
        S3_ENDPOINT: 'https://s3.eu-west-1.amazonaws.com',
        S3_ACCESS_KEY_ID: 'k',
        S3_SECRET_ACCESS_KEY: 's',
      },
      { connectSrc: 'https://poolside.s3.eu-west-1.amazonaws.com' },
    ],
    [
      'the external data API',
      { EXTERNAL_API_BASE: 'https://data.example.com/v2/' },
      { connectSrc: 'https://data.example.com' },
    ],
  ] as const)('allows %s', (_name, env, expected) => {
    const policy = buildContentSecurityPolicy(configOf(env));
    for (const [directive, origin] of Object.entries(expected)) {
      expect(policy[directive as keyof typeof policy]).toContain(origin);
    }
  });

  test('allows no other host to connect or be framed', () => {
    const policy = buildContentSecurityPolicy(configOf({}));
    const origins = new Set(BLOG_ARTICLES.map((article) => new URL(article.url).origin));
    expect(policy.connectSrc).toEqual(["'self'", ...origins]);
    expect(policy.frameSrc).toEqual([...origins]);
  });
});
