import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes, randomUUID } from 'node:crypto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createScratchDatabase, type ScratchDatabase } from './support/createScratchDatabase';

/**
 * docs/design.md §1: the API is stateless, so replicas behind a load balancer share one PostgreSQL.
 * Two real server processes, a round-robin proxy in front, and a client that sends every event
 * through the proxy AND straight to both replicas at once: still exactly one row per uuid.
 * Runs in the PostgreSQL phase of CI (DATABASE_URL set); PGlite cannot be shared by two processes.
 */
const adminUrl = process.env.DATABASE_URL;

type Replica = { url: string; child: ChildProcess };

function startReplica(databaseUrl: string, jwtSecret: string): Promise<Replica> {
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/server/cli/serveApi.ts'], {
    // PostgreSQL is seeded only when asked; the demo data is what the replicas race to create.
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
    const timer = setTimeout(() => reject(new Error(`replica did not start: ${output}`)), 60_000);
    const onData = (chunk: Buffer) => {
      output += chunk.toString();
      const match = output.match(/API at (http:\/\/[^\s]+)\/api/);
      if (match) {
        clearTimeout(timer);
        resolve({ url: match[1]!.replace('localhost', '127.0.0.1'), child });
      }
    };
    child.stdout!.on('data', onData);
    child.stderr!.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.on('exit', (code) => reject(new Error(`replica exited with ${code}: ${output}`)));
  });
}

function startRoundRobinProxy(targets: string[]): Promise<{ url: string; close: () => Promise<void> }> {
  let next = 0;
  const server = http.createServer((request, response) => {
    const target = new URL(request.url ?? '/', targets[next++ % targets.length]);
    const upstream = http.request(target, { method: request.method, headers: request.headers }, (answer) => {
      response.writeHead(answer.statusCode ?? 502, answer.headers);
      answer.pipe(response);
    });
    upstream.on('error', () => response.writeHead(502).end());
    request.pipe(upstream);
  });
  return new Promise((resolve) =>
    server.listen(0, '127.0.0.1', () =>
      resolve({
        url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
        close: () => new Promise((done) => server.close(() => done())),
      }),
    ),
  );
}

describe.skipIf(!adminUrl)('two API replicas behind a round-robin proxy on one PostgreSQL', () => {
  const replicas: Replica[] = [];
  let proxy: Awaited<ReturnType<typeof startRoundRobinProxy>>;
  let database: ScratchDatabase | undefined;
  let databaseUrl = '';

  beforeAll(async () => {
    database = await createScratchDatabase(adminUrl!, 'poolside_replicas');
    databaseUrl = database.url;
    const secret = randomBytes(64).toString('base64');
    // Both start at once on an empty database: the start-up lock lets one migrate and seed.
    replicas.push(...(await Promise.all([startReplica(databaseUrl, secret), startReplica(databaseUrl, secret)])));
    proxy = await startRoundRobinProxy(replicas.map((r) => r.url));
  }, 120_000);

  afterAll(async () => {
    await proxy?.close();
    for (const replica of replicas) replica.child.kill('SIGTERM');
    await new Promise((resolve) => setTimeout(resolve, 500));
    await database?.drop();
  });

  async function call(base: string, method: string, path: string, token: string | null, body?: unknown) {
    const response = await fetch(`${base}${path}`, {
      method,
      headers: { 'Content-Type': 'application/json', ...(token ? { Authorization: `Bearer ${token}` } : {}) },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    return { status: response.status, body: (await response.json().catch(() => null)) as unknown };
  }

  it('replicas starting together migrate and seed the database once', async () => {
    const db = new pg.Client({ connectionString: databaseUrl });
    await db.connect();
    const { rows } = await db.query('select count(*)::int as n from organization');
    await db.end();
    expect(rows[0].n).toBe(1);
  });

  it('delivers every event exactly once whichever replica receives it, duplicates included', async () => {
    const login = await call(proxy.url, 'POST', '/api/authenticate', null, { username: 'user', password: 'user' });
    const token = (login.body as { id_token: string }).id_token;
    const matches = await call(proxy.url, 'GET', '/api/matches?sort=id,asc&size=1', token);
    const match = (matches.body as { id: number; team1: { id: number } }[])[0]!;

    const uuids = Array.from({ length: 60 }, () => randomUUID());
    const statuses: number[] = [];
    for (const [i, uuid] of uuids.entries()) {
      const event = {
        uuid,
        match: { id: match.id },
        team: { id: match.team1.id },
        quarter: 1,
        time: i,
        type: 'DRIVE',
        offense: true,
      };
      const answers = await Promise.all([
        call(proxy.url, 'POST', '/api/events', token, event),
        call(replicas[0]!.url, 'POST', '/api/events', token, event),
        call(replicas[1]!.url, 'POST', '/api/events', token, event),
      ]);
      statuses.push(...answers.map((a) => a.status));
      const ids = new Set(answers.map((a) => (a.body as { id: number }).id));
      expect(ids.size).toBe(1);
    }

    expect(statuses.every((s) => s === 200 || s === 201)).toBe(true);
    expect(statuses.filter((s) => s === 201)).toHaveLength(uuids.length);
    const db = new pg.Client({ connectionString: databaseUrl });
    await db.connect();
    const { rows } = await db.query(
      'select uuid::text as uuid, count(*)::int as n from event where uuid::text = any($1) group by uuid',
      [uuids],
    );
    await db.end();
    expect(rows).toHaveLength(uuids.length);
    expect(rows.every((row: { n: number }) => row.n === 1)).toBe(true);
  }, 120_000);
});
