/**
 * API throughput: event POSTs per second against the real server on a loopback port, on PGlite (a data directory on disk)
 * and, when DATABASE_URL is set, on a fresh PostgreSQL database created for the run and dropped after.
 */
import { randomUUID } from 'node:crypto';
import { onEachDatabase, withBenchServer } from './benchServer';
import { rate, summarise } from './figures';

const SEQUENTIAL = 1000;
const CONCURRENT_TOTAL = 2000;
const CLIENTS = 20;

async function benchOn(label: string, databaseUrl: string | undefined): Promise<void> {
  await withBenchServer(databaseUrl, async ({ base, token, match }) => {
    const headers = { 'Content-Type': 'application/json', Authorization: `Bearer ${token}` };
    const post = async () => {
      const started = performance.now();
      const response = await fetch(`${base}/api/events`, {
        method: 'POST',
        headers,
        body: JSON.stringify({
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
  });
}

export default {
  name: 'API throughput (event POSTs over HTTP on loopback)',
  run: async () => {
    await onEachDatabase(benchOn);
  },
};
