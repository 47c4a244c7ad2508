/**
 * API throughput against the real server on a loopback port, on PGlite (a data directory on disk) and, when
 * DATABASE_URL is set, on a fresh PostgreSQL database created for the run and dropped after: single event POSTs
 * (sequential and 20 clients, with their latency), the SQL round trips one POST costs (PostgreSQL: every query
 * the driver sends is counted), and event writes through the bulk endpoint (20 clients × 500 events).
 */
import { randomUUID } from 'node:crypto';
import pg from 'pg';
import { onEachDatabase, withBenchServer, type BenchTarget } from './benchServer';
import { percentile, rate, summarise } from './figures';

const SEQUENTIAL = 500;
const CONCURRENT_TOTAL = 2000;
const CLIENTS = 20;
const BULK_SIZE = 500;
const BULK_ROUNDS = 3;
const COUNTED_POSTS = 200;

/** Every query node-postgres sends, whoever sends it (the server runs in this process). */
let pgQueries = 0;
const query = pg.Client.prototype.query as (...args: unknown[]) => unknown;
pg.Client.prototype.query = function countedQuery(this: pg.Client, ...args: unknown[]) {
  pgQueries++;
  return query.apply(this, args);
} as typeof pg.Client.prototype.query;

const eventBody = ({ match }: BenchTarget) => ({
  uuid: randomUUID(),
  match: { id: match.id },
  team: { id: match.team1.id },
  quarter: 1,
  time: 100,
  type: 'SHOOT',
  offense: true,
  shootOutcome: 'GOAL',
  playerNumber: 5,
  playersInWater: [1, 2, 3, 4, 5, 6, 7],
});

function printLatency(label: string, samples: number[]): void {
  summarise(label, samples);
  const sorted = [...samples].sort((a, b) => a - b);
  console.log(`${label}: p99=${percentile(sorted, 99).toFixed(3)} ms`);
}

async function benchOn(label: string, databaseUrl: string | undefined): Promise<void> {
  await withBenchServer(databaseUrl, async (target) => {
    const headers = { 'Content-Type': 'application/json', Authorization: `Bearer ${target.token}` };
    const send = (path: string, body: unknown) =>
      fetch(`${target.base}/api/${path}`, { method: 'POST', headers, body: JSON.stringify(body) });
    const post = async () => {
      const started = performance.now();
      const response = await send('events', eventBody(target));
      await response.arrayBuffer();
      if (response.status !== 201) throw new Error(`POST /api/events answered ${response.status}`);
      return performance.now() - started;
    };

    const latencies: number[] = [];
    let started = performance.now();
    for (let i = 0; i < SEQUENTIAL; i++) latencies.push(await post());
    rate(`${label}: sequential event POSTs`, SEQUENTIAL, performance.now() - started, 'events');
    printLatency(`${label}: sequential POST latency`, latencies);

    if (databaseUrl) {
      const before = pgQueries;
      for (let i = 0; i < COUNTED_POSTS; i++) await post();
      console.log(
        `${label}: SQL round trips per single event POST: ${((pgQueries - before) / COUNTED_POSTS).toFixed(2)}`,
      );
    }

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
    printLatency(`${label}: concurrent POST latency`, concurrent);

    const bulk = async () => {
      const response = await send(
        'events/bulk',
        Array.from({ length: BULK_SIZE }, () => eventBody(target)),
      );
      const results = (await response.json()) as { status: number }[];
      if (response.status !== 200) return response.status;
      if (results.some((result) => result.status !== 201)) throw new Error('a bulk event was not created');
      return 200;
    };
    if ((await bulk()) !== 200) {
      console.log(`${label}: event writes through bulk: no bulk endpoint on this server`);
      return;
    }
    const bulkLatencies: number[] = [];
    started = performance.now();
    for (let round = 0; round < BULK_ROUNDS; round++) {
      await Promise.all(
        Array.from({ length: CLIENTS }, async () => {
          const sent = performance.now();
          await bulk();
          bulkLatencies.push(performance.now() - sent);
        }),
      );
    }
    const written = BULK_ROUNDS * CLIENTS * BULK_SIZE;
    rate(
      `${label}: event writes through bulk, ${CLIENTS} clients × ${BULK_SIZE}`,
      written,
      performance.now() - started,
      'events',
    );
    summarise(`${label}: bulk request latency (${BULK_SIZE} events)`, bulkLatencies);
  });
}

export default {
  name: 'API throughput (event POSTs and bulk writes over HTTP on loopback)',
  run: async () => {
    await onEachDatabase(benchOn);
  },
};
