import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { PGlite } from '@electric-sql/pglite';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import type { MatchEvent } from '../../../src/domain/model';
import { boxScore } from '../../../src/domain/stats/boxScore';
import { createApp, createAppDeps } from '../../../src/server/app';
import { exportSql } from '../../../src/server/backup/exportSql';
import { readBackupFile } from '../../../src/server/backup/readBackupFile';
import { writeBackup } from '../../../src/server/backup/writeBackup';
import { loadConfig } from '../../../src/server/config';
import { connectDatabase } from '../../../src/server/db/connect';
import type { DatabaseHandle } from '../../../src/server/db/database';
import { runServer, type RunningServer } from '../../../src/server/runServer';
import { seedDemo } from '../../../src/server/seed/seedDemo';
import { findPostgresBin, startThrowawayPostgres, type Postgres } from './support/throwawayPostgres';
import { createScratchDatabase, type ScratchDatabase } from './support/createScratchDatabase';

const JWT_SECRET = 'export-sql-test-secret-export-sql-test-secret-export-sql-test-se';
type Fetch = (path: string, init?: { token?: string; body?: unknown }) => Promise<Response>;

let scratch: string;
let original: DatabaseHandle;
let sql: string;
let postgres: Postgres;
let database: ScratchDatabase | undefined;
let databaseUrl: string;
let server: RunningServer;
let fromEmbedded: Fetch;
let fromPostgres: Fetch;

const hasPostgres = Boolean(process.env.DATABASE_URL) || findPostgresBin() !== null;

beforeAll(async () => {
  scratch = mkdtempSync(join(tmpdir(), 'poolside-export-test-'));
  original = await connectDatabase({ pgliteDir: 'memory://' });
  await original.migrate();
  await seedDemo(original.db);
  const client = (original.db as unknown as { $client: PGlite }).$client;
  const backup = await writeBackup(client, { dataDir: scratch, path: join(scratch, 'demo.tar.gz') });
  sql = await exportSql((await readBackupFile(backup.path)).pgdata);
  const env = { JWT_SECRET, NODE_ENV: 'test', DIST_DIR: '/nonexistent-dist', DATA_DIR: scratch, SEED: 'false' };
  const app = createApp(
    createAppDeps({ db: original.db, config: loadConfig(env), jwtSecret: new TextEncoder().encode(JWT_SECRET) }),
  );
  fromEmbedded = async (path, init) => app.request(`http://localhost${path}`, requestInit(init));
  if (!hasPostgres) return;

  postgres = await startThrowawayPostgres();
  database = await createScratchDatabase(postgres.adminUrl, 'poolside_export');
  databaseUrl = database.url;
  const file = join(scratch, 'poolside.sql');
  writeFileSync(file, sql);
  loadSql(file, databaseUrl, postgres.psql);
  server = await runServer(loadConfig({ ...env, DATABASE_URL: databaseUrl, PORT: '0', HOST: '127.0.0.1' }));
  fromPostgres = (path, init) => fetch(`${server.url}${path}`, requestInit(init));
}, 180_000);

afterAll(async () => {
  await server?.close();
  await database?.drop();
  postgres?.stop();
  await original?.close();
  rmSync(scratch, { recursive: true, force: true });
});

describe('npm run export-sql', () => {
  test('the dump is plain SQL that carries the schema, the rows and the migration journal', () => {
    expect(sql).toContain('CREATE TABLE public.event (');
    expect(sql).toContain('CREATE TABLE drizzle.__drizzle_migrations (');
    expect(sql).toMatch(/INSERT INTO public\.event VALUES/);
    expect(sql).not.toMatch(/transaction_timeout/);
    expect(sql).not.toMatch(/OWNER TO|GRANT /);
  });

  test.skipIf(!hasPostgres)(
    'loaded into PostgreSQL, a server started on it with DATABASE_URL serves the demo matches statistics unchanged',
    async () => {
      const [embeddedToken, postgresToken] = [await logIn(fromEmbedded), await logIn(fromPostgres)];
      const matches = await readAll<{ id: number; status: string; team1: { id: number }; team2: { id: number } }>(
        fromPostgres,
        postgresToken,
        '/api/matches?sort=id,asc',
      );
      expect(matches).toEqual(await readAll(fromEmbedded, embeddedToken, '/api/matches?sort=id,asc'));
      const ended = matches.filter((match) => match.status === 'ENDED');
      expect(ended).toHaveLength(3);
      for (const match of ended) {
        for (const resource of ['events', 'possessions', 'match-players']) {
          const path = `/api/${resource}?matchId.equals=${match.id}&sort=id,asc`;
          expect(await readAll(fromPostgres, postgresToken, path), path).toEqual(
            await readAll(fromEmbedded, embeddedToken, path),
          );
        }
        const events = await readAll<MatchEvent & { team: { id: number } }>(
          fromPostgres,
          postgresToken,
          `/api/events?matchId.equals=${match.id}&sort=id,asc`,
        );
        const embeddedEvents = await readAll<MatchEvent & { team: { id: number } }>(
          fromEmbedded,
          embeddedToken,
          `/api/events?matchId.equals=${match.id}&sort=id,asc`,
        );
        for (const team of [match.team1.id, match.team2.id]) {
          const shotsOf = (list: typeof events) =>
            list.filter((event) => event.type === 'SHOOT' && event.team.id === team);
          const line = boxScore(shotsOf(events));
          expect(line.total.attempts).toBeGreaterThan(0);
          expect(line).toEqual(boxScore(shotsOf(embeddedEvents)));
        }
      }
    },
  );

  test.skipIf(!hasPostgres)(
    'the moved database takes new rows: its id sequences continue after the exported ones',
    async () => {
      const token = await logIn(fromPostgres, 'user');
      const leagues = await readAll<{ id: number }>(fromPostgres, token, '/api/leagues?sort=id,asc');
      const response = await fromPostgres('/api/leagues', { token, body: { name: 'Moved League', season: '2026' } });
      expect(response.status).toBe(201);
      expect(((await response.json()) as { id: number }).id).toBeGreaterThan(
        Math.max(...leagues.map((league) => league.id)),
      );
    },
  );
});

function requestInit(init: { token?: string; body?: unknown } = {}): RequestInit {
  const headers: Record<string, string> = {};
  if (init.token) headers.Authorization = `Bearer ${init.token}`;
  if (init.body === undefined) return { headers };
  headers['Content-Type'] = 'application/json';
  return { method: 'POST', headers, body: JSON.stringify(init.body) };
}

async function logIn(fetcher: Fetch, login = 'analyst'): Promise<string> {
  const response = await fetcher('/api/authenticate', { body: { username: login, password: login } });
  expect(response.status).toBe(200);
  return ((await response.json()) as { id_token: string }).id_token;
}

async function readAll<T = unknown>(fetcher: Fetch, token: string, path: string): Promise<T[]> {
  const response = await fetcher(`${path}&size=2000`, { token });
  expect(response.status, path).toBe(200);
  return (await response.json()) as T[];
}

/** The documented way: psql, stopping at the first error, all or nothing. */
function loadSql(file: string, url: string, psql: string | null): void {
  if (!psql) throw new Error('psql not found: install PostgreSQL client binaries to load the dump');
  execFileSync(
    psql,
    ['-v', 'ON_ERROR_STOP=1', '--single-transaction', '-q', '-o', '/dev/null', '-d', url, '-f', file],
    {
      stdio: 'pipe',
    },
  );
}
