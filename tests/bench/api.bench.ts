/**
 * API throughput: event POSTs per second against the real server on a loopback port, on PGlite (in memory)
 * and, when DATABASE_URL is set, on a fresh PostgreSQL database created for the run and dropped after.
 */
import { randomBytes, randomUUID } from 'node:crypto';
import pg from 'pg';
import { loadConfig } from '../../src/server/config';
import { runServer } from '../../src/server/runServer';
import { rate, summarise } from './figures';

const SEQUENTIAL = 1000;
const CONCURRENT_TOTAL = 2000;
const CLIENTS = 20;

async function benchOn(label: string, databaseUrl: string | undefined): Promise<void> {
  const config = {
    ...loadConfig({ ...process.env, DATABASE_URL: databaseUrl, LOG_LEVEL: 'silent', JWT_SECRET: 'bench-secret' }),
    port: 0,
    host: '127.0.0.1',
  };
  const server = await runServer(config, { pgliteDir: 'memory://' });
  try {
    const base = `http://127.0.0.1:${server.port}`;
    const login = await fetch(`${base}/api/authenticate`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ username: 'user', password: 'user' }),
    });
    const { id_token } = (await login.json()) as { id_token: string };
    const headers = { 'Content-Type': 'application/json', Authorization: `Bearer ${id_token}` };
    const [match] = (await (await fetch(`${base}/api/matches?sort=id,asc&size=1`, { headers })).json()) as {
      id: number;
      team1: { id: number };
    }[];
    const post = async () => {
      const started = performance.now();
      const response = await fetch(`${base}/api/events`, {
        method: 'POST',
        headers,
        body: JSON.stringify({
          uuid: randomUUID(),
          match: { id: match!.id },
          team: { id: match!.team1.id },
          quarter: 1,
          time: 100,
          type: 'SHOOT',
          offense: true,
          shootOutcome: 'GOAL',
          playerNumber: 5,
          playersInWater: [1, 2, 3, 4, 5, 6, 7],
        }),
      });
      await response.arrayBuffer();
      if (response.status !== 201) throw new Error(`POST /api/events answered ${response.status}`);
      return performance.now() - started;
    };

    const latencies: number[] = [];
    let started = performance.now();
    for (let i = 0; i < SEQUENTIAL; i++) latencies.push(await post());
    rate(`${label}: sequential event POSTs`, SEQUENTIAL, performance.now() - started, 'events');
    summarise(`${label}: sequential POST latency`, latencies);

    const concurrent: number[] = [];
    started = performance.now();
    await Promise.all(
      Array.from({ length: CLIENTS }, async () => {
        for (let i = 0; i < CONCURRENT_TOTAL / CLIENTS; i++) concurrent.push(await post());
      }),
    );
    rate(
      `${label}: event POSTs with ${CLIENTS} concurrent clients`,
      CONCURRENT_TOTAL,
      performance.now() - started,
      'events',
    );
    summarise(`${label}: concurrent POST latency`, concurrent);
  } finally {
    await server.close();
  }
}

async function withFreshPostgres(adminUrl: string, run: (url: string) => Promise<void>): Promise<void> {
  const name = `poolside_bench_${randomBytes(4).toString('hex')}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`create database ${name}`);
  try {
    const url = new URL(adminUrl);
    url.pathname = `/${name}`;
    await run(url.toString());
  } finally {
    await admin.query(`drop database if exists ${name} with (force)`);
    await admin.end();
  }
}

export default {
  name: 'API throughput (event POSTs over HTTP on loopback)',
  run: async () => {
    await benchOn('PGlite', undefined);
    const adminUrl = process.env.DATABASE_URL;
    if (adminUrl) await withFreshPostgres(adminUrl, (url) => benchOn('PostgreSQL', url));
  },
};
