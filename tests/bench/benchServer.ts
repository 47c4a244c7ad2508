import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { loadConfig } from '../../src/server/config';
import { runServer } from '../../src/server/runServer';

export type BenchTarget = { base: string; token: string; match: { id: number; team1: { id: number } } };

/**
 * The real server on a loopback port with the demo seed, signed in as the demo scorer. PGlite runs on a
 * fresh data directory on disk, as in production, so the figures include its commits reaching the disk.
 */
export async function withBenchServer(
  databaseUrl: string | undefined,
  run: (target: BenchTarget) => Promise<void>,
): Promise<void> {
  const dataDir = mkdtempSync(join(tmpdir(), 'poolside-bench-'));
  const env = { ...process.env, DATABASE_URL: databaseUrl, DATA_DIR: dataDir, LOG_LEVEL: 'silent', SEED: 'true' };
  const config = { ...loadConfig({ ...env, JWT_SECRET: 'bench-secret' }), port: 0, host: '127.0.0.1' };
  const server = await runServer(config).catch((error: unknown) => {
    rmSync(dataDir, { recursive: true, force: true });
    throw error;
  });
  try {
    const base = `http://127.0.0.1:${server.port}`;
    const login = await fetch(`${base}/api/authenticate`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ username: 'user', password: 'user' }),
    });
    const { id_token: token } = (await login.json()) as { id_token: string };
    const matches = await fetch(`${base}/api/matches?sort=id,asc&size=1`, {
      headers: { Authorization: `Bearer ${token}` },
    });
    const [match] = (await matches.json()) as BenchTarget['match'][];
    await run({ base, token, match: match! });
  } finally {
    await server.close();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

/**
 * Runs `bench` on PGlite, and on a fresh PostgreSQL database too when DATABASE_URL is set.
 * BENCH_DATABASE=postgres skips PGlite, for back-to-back comparisons of the PostgreSQL figures alone.
 */
export async function onEachDatabase(
  bench: (label: string, databaseUrl: string | undefined) => Promise<void>,
): Promise<void> {
  if (process.env.BENCH_DATABASE !== 'postgres') await bench('PGlite', undefined);
  const adminUrl = process.env.DATABASE_URL;
  if (!adminUrl) return;
  const name = `poolside_bench_${randomBytes(4).toString('hex')}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`create database ${name}`);
  try {
    const url = new URL(adminUrl);
    url.pathname = `/${name}`;
    await bench('PostgreSQL', url.toString());
  } finally {
    await admin.query(`drop database if exists ${name} with (force)`);
    await admin.end();
  }
}
