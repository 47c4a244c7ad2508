/**
 * API throughput against the real server on a loopback port, in a process of its own as in production (the
 * clients' own HTTP work stays in this one), on PGlite (a data directory on disk) and, when DATABASE_URL is set,
 * on a fresh PostgreSQL database created for the run and dropped after: single event POSTs (sequential and 20
 * clients, with their latency), the SQL round trips one POST costs (PostgreSQL: every query the driver sends is
 * counted), and event writes through the bulk endpoint (20 clients × 500 events).
 */
import { randomUUID } from 'node:crypto';
import { availableParallelism } from 'node:os';
import { onEachDatabase, type BenchTarget } from './benchServer';
import { withBenchServerProcess } from './benchServerProcess';
import { measureCpuShares } from './cpuShares';
import { percentile, rate, summarise } from './figures';

const SEQUENTIAL = 500;
const CONCURRENT_TOTAL = 2000;
const CLIENTS = 20;
const BULK_SIZE = 500;
const BULK_ROUNDS = 3;
const COUNTED_POSTS = 200;

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
  const database = databaseUrl ? new URL(databaseUrl).pathname.slice(1) : undefined;
  await withBenchServerProcess(databaseUrl, async (target) => {
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
      const before = await target.queries();
      for (let i = 0; i < COUNTED_POSTS; i++) await post();
      console.log(
        `${label}: SQL round trips per single event POST: ${(((await target.queries()) - before) / COUNTED_POSTS).toFixed(2)}`,
      );
    }

    const concurrent: number[] = [];
    started = performance.now();
    const singles = await measureCpuShares(
      CONCURRENT_TOTAL,
      availableParallelism(),
      target.cpuMs,
      () =>
        Promise.all(
          Array.from({ length: CLIENTS }, async () => {
            for (let i = 0; i < CONCURRENT_TOTAL / CLIENTS; i++) concurrent.push(await post());
          }),
        ),
      database,
    );
    rate(
      `${label}: event POSTs with ${CLIENTS} concurrent clients`,
      CONCURRENT_TOTAL,
      performance.now() - started,
      'events',
    );
    printLatency(`${label}: concurrent POST latency`, concurrent);
    console.log(`${label}: concurrent POSTs, ${singles.line}`);

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
    const written = BULK_ROUNDS * CLIENTS * BULK_SIZE;
    const bulks = await measureCpuShares(
      written,
      availableParallelism(),
      target.cpuMs,
      async () => {
        for (let round = 0; round < BULK_ROUNDS; round++) {
          await Promise.all(
            Array.from({ length: CLIENTS }, async () => {
              const sent = performance.now();
              await bulk();
              bulkLatencies.push(performance.now() - sent);
            }),
          );
        }
      },
      database,
    );
    rate(
      `${label}: event writes through bulk, ${CLIENTS} clients × ${BULK_SIZE}`,
      written,
      performance.now() - started,
      'events',
    );
    summarise(`${label}: bulk request latency (${BULK_SIZE} events)`, bulkLatencies);
    console.log(`${label}: bulk event writes, ${bulks.line}`);
  });
}

export default {
  name: 'API throughput (event POSTs and bulk writes over HTTP on loopback)',
  run: async () => {
    await onEachDatabase(benchOn);
  },
};
