import { mkdtempSync, mkdirSync, utimesSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { linkHeader } from '../../../src/server/http/paging';
import { acceptsGzip } from '../../../src/server/routes/serveApp';
import { seedDemo } from '../../../src/server/seed/seedDemo';
import { EVENT_TYPES } from '../../../src/domain/model';
import { json, startTestServer, type TestServer } from './support/testServer';

let server: TestServer;
let missing: TestServer;
const dist = mkdtempSync(join(tmpdir(), 'poolside-dist-'));

beforeAll(async () => {
  mkdirSync(join(dist, 'assets'));
  writeFileSync(join(dist, 'index.html'), '<!doctype html><title>Poolside</title>');
  writeFileSync(join(dist, 'assets', 'index-3f9a1c.js'), 'console.log(1)');
  writeFileSync(join(dist, 'sw.js'), 'self.skipWaiting()');
  writeFileSync(join(dist, 'manifest.webmanifest'), '{}');
  writeFileSync(join(tmpdir(), 'poolside-secret.txt'), 'secret');
  server = await startTestServer({ distDir: dist });
  missing = {
    ...server,
    app: (await import('../../../src/server/app')).createApp({
      ...server.deps,
      config: { ...server.deps.config, distDir: join(dist, 'nope') },
    }),
  };
});
afterAll(() => server.close());

const get = (path: string, app = server.app) => app.request(`http://localhost${path}`);

describe('serving the web app', () => {
  test.each([
    ['/assets/index-3f9a1c.js', 'public, max-age=31536000, immutable', 'text/javascript'],
    ['/sw.js', 'no-cache', 'text/javascript'],
    ['/index.html', 'no-cache', 'text/html'],
    ['/manifest.webmanifest', 'no-cache', 'application/manifest+json'],
  ])('%s is served with Cache-Control %s', async (path, cacheControl, type) => {
    const response = await get(path);
    expect(response.status).toBe(200);
    expect(response.headers.get('Cache-Control')).toBe(cacheControl);
    expect(response.headers.get('Content-Type')).toContain(type);
  });

  test.each([
    '/',
    '/home',
    '/matches/3/capture',
    '/reset-password/finish?key=abc',
    '/../poolside-secret.txt',
    '/%2e%2e/poolside-secret.txt',
  ])('%s falls back to index.html, never a file outside dist', async (path) => {
    const response = await get(path);
    expect(response.status).toBe(200);
    expect(response.headers.get('Cache-Control')).toBe('no-cache');
    expect(await response.text()).toContain('<title>Poolside</title>');
  });

  test('a hashed file that is not in this build is a 404, not index.html served as a script', async () => {
    const response = await get('/assets/index-0ld8u1ld.js');
    expect(response.status).toBe(404);
    expect(await response.text()).not.toContain('<title>');
  });

  test('a static file answers a byte range with 206, so a <video> can seek in public/demo files', async () => {
    const ranged = await server.app.request('http://localhost/sw.js', { headers: { Range: 'bytes=5-10' } });
    expect(ranged.status).toBe(206);
    expect(ranged.headers.get('Content-Range')).toBe('bytes 5-10/18');
    expect(await ranged.text()).toBe('skipWa');
    expect((await get('/sw.js')).headers.get('Accept-Ranges')).toBe('bytes');
    const beyond = await server.app.request('http://localhost/sw.js', { headers: { Range: 'bytes=99-' } });
    expect(beyond.status).toBe(416);
  });

  const gunzipped = async (response: Response) => gunzipSync(new Uint8Array(await response.arrayBuffer())).toString();

  test('text files go gzipped to a browser that accepts gzip, as they are to one that does not', async () => {
    const accepting = { headers: { 'Accept-Encoding': 'gzip, deflate, br' } };
    const zipped = await server.app.request('http://localhost/assets/index-3f9a1c.js', accepting);
    expect(zipped.headers.get('Content-Encoding')).toBe('gzip');
    expect(zipped.headers.get('Vary')).toBe('Accept-Encoding');
    expect(await gunzipped(zipped)).toBe('console.log(1)');
    const fallback = await server.app.request('http://localhost/matches/3/capture', accepting);
    expect(await gunzipped(fallback)).toContain('<title>Poolside</title>');

    const plain = await get('/assets/index-3f9a1c.js');
    expect(plain.headers.get('Content-Encoding')).toBeNull();
    expect(await plain.text()).toBe('console.log(1)');
    const ranged = await server.app.request('http://localhost/sw.js', {
      headers: { 'Accept-Encoding': 'gzip', Range: 'bytes=0-3' },
    });
    expect([ranged.status, ranged.headers.get('Content-Encoding'), await ranged.text()]).toEqual([206, null, 'self']);
  });

  test('a file rebuilt in place is gzipped again, not served from the old copy', async () => {
    const accepting = { headers: { 'Accept-Encoding': 'gzip' } };
    const manifest = join(dist, 'manifest.webmanifest');
    expect(await gunzipped(await server.app.request('http://localhost/manifest.webmanifest', accepting))).toBe('{}');
    writeFileSync(manifest, '{"name":"Poolside"}');
    utimesSync(manifest, new Date(), new Date(Date.now() + 5_000));
    expect(await gunzipped(await server.app.request('http://localhost/manifest.webmanifest', accepting))).toBe(
      '{"name":"Poolside"}',
    );
  });

  test.each([
    ['gzip', true],
    ['gzip, deflate, br', true],
    ['br;q=1.0, gzip;q=0.8', true],
    ['*', true],
    ['gzip;q=0', false],
    ['gzip;q=0, *', false],
    ['identity', false],
    ['br', false],
    ['*;q=0', false],
    ['', false],
    [undefined, false],
  ])('Accept-Encoding %j lets gzip through: %s', (header, expected) => {
    expect(acceptsGzip(header)).toBe(expected);
  });

  test('without a build, app paths answer 503 saying to run npm run build, and the API still works', async () => {
    const response = await get('/home', missing.app);
    expect(response.status).toBe(503);
    expect(await response.text()).toContain('npm run build');
    expect((await get('/api/health', missing.app)).status).toBe(200);
  });
});

describe('unexpected failures', () => {
  test('answer a 500 problem carrying the request id, also in X-Request-Id, and are logged', async () => {
    const logged: Record<string, unknown>[] = [];
    const failing = new Proxy(
      {},
      {
        get: () => () => {
          throw new Error('database on fire');
        },
      },
    );
    const { createApp } = await import('../../../src/server/app');
    const app = createApp({
      ...server.deps,
      db: failing as never,
      log: { info: () => {}, warn: () => {}, error: (f) => logged.push(f) },
    });
    const { signToken } = await import('../../../src/server/auth/jwt');
    const token = await signToken(
      server.deps.jwtSecret,
      { login: 'someone', userId: 1, authorities: ['ROLE_USER'] },
      server.deps.clock(),
    );
    const response = await app.request('http://localhost/api/leagues', {
      headers: { Authorization: `Bearer ${token}` },
    });
    expect(response.status).toBe(500);
    const problem = await json<{ requestId: string; message: string; detail: string }>(response);
    expect(problem.message).toBe('error.http.500');
    expect(problem.detail).not.toContain('fire');
    expect(response.headers.get('X-Request-Id')).toBe(problem.requestId);
    expect(logged).toEqual([
      expect.objectContaining({ requestId: problem.requestId, error: expect.stringContaining('database on fire') }),
    ]);
  });
});

describe('the Link header', () => {
  test("matches JHipster's example: page 1 of 400 rows at size 50", () => {
    const query = new URLSearchParams('sort=id,asc&size=50&page=1');
    expect(linkHeader('/api/events', query, { page: 1, size: 50 }, 400)).toBe(
      '</api/events?sort=id%2Casc&page=2&size=50>; rel="next",</api/events?sort=id%2Casc&page=0&size=50>; rel="prev",' +
        '</api/events?sort=id%2Casc&page=7&size=50>; rel="last",</api/events?sort=id%2Casc&page=0&size=50>; rel="first"',
    );
  });
});

describe('the demo seed', () => {
  test('seeds the demo club from the scripted matches, refuses a second time, and its users log in', async () => {
    await server.truncateAll();
    expect(await seedDemo(server.db, { now: new Date('2025-03-01T10:00:00Z') })).toBe(true);
    expect(await seedDemo(server.db)).toBe(false);

    const login = async (name: string) =>
      (
        await json<{ id_token: string }>(
          await server.request('POST', '/api/authenticate', { body: { username: name, password: name } }),
        )
      ).id_token;
    const [admin, user, analyst] = [await login('admin'), await login('user'), await login('analyst')];
    const account = await json<{ authorities: string[]; email: string; userExtra: { organization: { name: string } } }>(
      await server.request('GET', '/api/account', { token: analyst }),
    );
    expect(account).toMatchObject({
      authorities: ['ROLE_ANALYST'],
      email: 'analyst@localhost',
      userExtra: { organization: { name: 'Demo Polo Club' } },
    });
    expect(
      (await json<{ authorities: string[] }>(await server.request('GET', '/api/account', { token: admin })))
        .authorities,
    ).toEqual(['ROLE_ADMIN', 'ROLE_USER']);

    const matches = await json<
      { id: number; name: string; status: string; team1: { id: number }; team2: { id: number } }[]
    >(await server.request('GET', '/api/matches?sort=id,asc', { token: user }));
    expect(matches.map((m) => m.status)).toEqual(['ENDED', 'ENDED', 'ENDED', 'SCHEDULED', 'SCHEDULED']);
    const teams = await json<{ id: number }[]>(await server.request('GET', '/api/teams', { token: user }));
    expect(teams).toHaveLength(4);
    for (const team of teams) {
      expect(
        await json<number>(await server.request('GET', `/api/players/count?teamId.equals=${team.id}`, { token: user })),
      ).toBe(13);
    }
    const first = matches[0]!;
    expect(first.name).toBe('Budapest Sharks v Split Mariners');
    const roster = await json<{ cap: number; goalKeeper: boolean }[]>(
      await server.request(
        'GET',
        `/api/match-players?matchId.equals=${first.id}&teamId.equals=${first.team1.id}&sort=cap,asc&size=15`,
        { token: user },
      ),
    );
    expect(roster.map((p) => p.cap)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13]);
    expect(roster.filter((p) => p.goalKeeper).map((p) => p.cap)).toEqual([1, 13]);
    const externalIds = await json<{ value: string }[]>(
      await server.request('GET', `/api/match-external-ids?matchId.equals=${first.id}`, { token: user }),
    );
    expect(externalIds).toHaveLength(1);
    const videos = await json<{ quarter: number | null; videoUrl: string }[]>(
      await server.request('GET', `/api/match-videos?matchId.equals=${first.id}`, { token: user }),
    );
    expect(videos).toEqual([expect.objectContaining({ quarter: null, videoUrl: '/demo/match-clock.webm' })]);

    type SeededEvent = { type: string; shootOutcome: string | null; team: { id: number }; recordedAt: string | null };
    const goals = (events: SeededEvent[], teamId: number) =>
      events.filter((e) => e.team.id === teamId && e.type === 'SHOOT' && e.shootOutcome === 'GOAL').length;
    const firstEvents = await json<SeededEvent[]>(
      await server.request('GET', `/api/events?matchId.equals=${first.id}&size=2000`, { token: user }),
    );
    expect([goals(firstEvents, first.team1.id), goals(firstEvents, first.team2.id)]).toEqual([11, 9]);
    const possessions = await json<{ team: { id: number } }[]>(
      await server.request('GET', `/api/possessions?matchId.equals=${first.id}&size=2000`, { token: user }),
    );
    expect(new Set(possessions.map((p) => p.team.id))).toEqual(new Set([first.team1.id, first.team2.id]));

    const allEvents = await json<SeededEvent[]>(await server.request('GET', '/api/events?size=2000', { token: user }));
    expect(new Set(allEvents.map((e) => e.type))).toEqual(new Set(EVENT_TYPES));
    // Replayed from scripts, not tapped on a device: no capture instant (not the replay clock's 1970).
    expect(new Set(allEvents.map((e) => e.recordedAt))).toEqual(new Set([null]));
    expect(
      await json<number>(
        await server.request('GET', `/api/events/count?matchId.equals=${matches[3]!.id}`, { token: user }),
      ),
    ).toBe(0);

    // The first scheduled match ships its official play-by-play: a scorer gets its tips, home side as team1.
    const scheduled = matches[3]!;
    expect(scheduled.name).toBe('Budapest Sharks v Napoli Tritons');
    const tipsAnswer = await server.request('GET', `/api/matches/${scheduled.id}/tips`, { token: user });
    expect(tipsAnswer.headers.get('X-Tips-Source')).toBe('import');
    const tips = await json<{ quarter: number; time: number; side: string; code: string; cap?: number }[]>(tipsAnswer);
    expect(tips.slice(0, 2)).toEqual([
      { quarter: 1, time: 0, side: 'team1', code: 'CS', cap: 6 },
      { quarter: 1, time: 26, side: 'team1', code: 'SA', cap: 5 },
    ]);
    expect(new Set(tips.map((tip) => tip.quarter))).toEqual(new Set([1, 2, 3, 4]));
    expect(
      await json<unknown[]>(await server.request('GET', `/api/matches/${matches[4]!.id}/tips`, { token: user })),
    ).toEqual([]);
  });
});
