import { Hono } from 'hono';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { createApp } from '../../../src/server/app';
import type { Database } from '../../../src/server/db/database';
import type { AppEnv } from '../../../src/server/http/appEnv';
import { handleError } from '../../../src/server/http/handleError';
import { healthRoutes, MIN_FREE_BYTES } from '../../../src/server/routes/health';
import { createTenant, type Tenant } from './support/fixtures';
import { json, startTestServer, type TestServer } from './support/testServer';

let server: TestServer;
let tenant: Tenant;

beforeAll(async () => {
  server = await startTestServer();
  tenant = await createTenant(server, 'Full');
});
afterAll(() => server.close());

/**
 * The database, except that every insert fails with `error`, also inside a transaction: reads (and so
 * authentication) still work.
 */
function failingInserts(db: Database, error: Error): Database {
  return new Proxy(db, {
    get: (target, name, receiver) =>
      name === 'insert'
        ? () => {
            throw error;
          }
        : name === 'transaction'
          ? (work: (tx: Database) => Promise<unknown>) => target.transaction((tx) => work(failingInserts(tx, error)))
          : (Reflect.get(target, name, receiver) as unknown),
  });
}

/** Drizzle wraps the driver's error; PGlite and node-postgres both put the SQLSTATE in `code`. */
function driverError(message: string, code: string): Error {
  return new Error('Failed query: insert into "league" …', { cause: Object.assign(new Error(message), { code }) });
}

describe('a full disk', () => {
  test.each<[string, Error]>([
    // What PGlite answered when its file system filled up.
    [
      'PostgreSQL disk_full (53100)',
      driverError('could not extend file "base/5/16385": No space left on device', '53100'),
    ],
    [
      'a file write failing with ENOSPC',
      Object.assign(new Error('ENOSPC: no space left on device, write'), { code: 'ENOSPC' }),
    ],
    [
      'a file write over quota (EDQUOT)',
      Object.assign(new Error('EDQUOT: disk quota exceeded, write'), { code: 'EDQUOT' }),
    ],
  ])('%s answers 507 Insufficient Storage as problem+json, not 500', async (_case, error) => {
    const logged: Record<string, unknown>[] = [];
    const app = createApp({
      ...server.deps,
      db: failingInserts(server.db, error),
      log: { info: () => {}, warn: () => {}, error: (fields) => logged.push(fields) },
    });
    const response = await app.request('http://localhost/api/leagues', {
      method: 'POST',
      headers: { Authorization: `Bearer ${tenant.manager.token}`, 'Content-Type': 'application/json' },
      body: JSON.stringify({ name: 'Winter League', season: '2025/26' }),
    });
    expect(response.status).toBe(507);
    expect(response.headers.get('Content-Type')).toBe('application/problem+json');
    expect(await json(response)).toMatchObject({
      status: 507,
      title: 'Insufficient Storage',
      message: 'error.http.507',
      detail: expect.stringContaining('no storage space left'),
      path: '/api/leagues',
    });
    expect(logged).toEqual([expect.objectContaining({ msg: 'disk full' })]);
  });

  test('any other failure is still a 500', async () => {
    const app = createApp({
      ...server.deps,
      db: failingInserts(server.db, driverError('out of memory', '53200')),
      log: { info: () => {}, warn: () => {}, error: () => {} },
    });
    const response = await app.request('http://localhost/api/leagues', {
      method: 'POST',
      headers: { Authorization: `Bearer ${tenant.manager.token}`, 'Content-Type': 'application/json' },
      body: JSON.stringify({ name: 'Winter League', season: '2025/26' }),
    });
    expect(response.status).toBe(500);
  });
});

describe('health and disk space', () => {
  /** The health route alone, reading the given free space of DATA_DIR. */
  function healthWith(readFreeBytes: (dir: string) => number) {
    const app = new Hono<AppEnv>();
    app.use(async (c, next) => {
      c.set('deps', server.deps);
      await next();
    });
    app.route('/api/health', healthRoutes({ readFreeBytes }));
    app.onError(handleError);
    return app;
  }

  test.each<[string, (dir: string) => number, number, string, string]>([
    ['plenty of room', () => 50 * 1024 ** 3, 200, 'UP', 'UP'],
    ['exactly the threshold', () => MIN_FREE_BYTES, 200, 'UP', 'UP'],
    ['one byte under the threshold', () => MIN_FREE_BYTES - 1, 503, 'DOWN', 'DOWN'],
    ['a full disk', () => 0, 503, 'DOWN', 'DOWN'],
  ])('with %s, health answers %i and status %s', async (_case, readFreeBytes, status, overall, disk) => {
    const response = await healthWith(readFreeBytes).request('http://localhost/api/health');
    expect(response.status).toBe(status);
    expect(await json(response)).toEqual({
      status: overall,
      components: {
        db: { status: 'UP' },
        diskSpace: { status: disk, details: { free: readFreeBytes(''), threshold: MIN_FREE_BYTES } },
      },
    });
  });

  test('a data directory that cannot be measured is UNKNOWN and does not take the server DOWN', async () => {
    const response = await healthWith(() => {
      throw Object.assign(new Error('ENOENT'), { code: 'ENOENT' });
    }).request('http://localhost/api/health');
    expect(response.status).toBe(200);
    expect(await json(response)).toEqual({
      status: 'UP',
      components: { db: { status: 'UP' }, diskSpace: { status: 'UNKNOWN' } },
    });
  });

  test("the real app reports its data directory's free space", async () => {
    const body = await json<{ components: { diskSpace: { details?: { free: number } } } }>(
      await server.request('GET', '/api/health'),
    );
    // The test config's DATA_DIR may not exist; when it does, free space is a byte count.
    const free = body.components.diskSpace.details?.free;
    if (free !== undefined) expect(Number.isInteger(free) && free >= 0).toBe(true);
  });
});
