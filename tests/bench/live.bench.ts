import { fork, type ChildProcess } from 'node:child_process';
import http from 'node:http';
import { randomUUID } from 'node:crypto';
import { fileURLToPath } from 'node:url';
import type { Bench } from './run';
import { withBenchServer, type BenchTarget } from './benchServer';
import { percentile, rate, summarise } from './figures';

/**
 * Issue 14's load: 1,000 and 5,000 viewers of one shared match on loopback against one server process (a
 * child, so its memory is its own): the time from an event POST to the last viewer receiving the snapshot
 * with it, the server's memory per idle viewer, and event POSTs per second while they watch.
 */
const VIEWER_COUNTS = [1_000, 5_000];
const ROUNDS = 15;
const THROUGHPUT_MS = 3_000;
const WRITERS = 8;
const MESSAGE_MARK = Buffer.from('\nretry: 2000\n');

type ServerMessage = { ready: BenchTarget } | { memory: NodeJS.MemoryUsage };

/** The child: the real server with the demo seed, answering memory questions until told to stop. */
async function serveForBench(): Promise<void> {
  await withBenchServer(undefined, async (target) => {
    process.send!({ ready: target });
    await new Promise<void>((resolve) =>
      process.on('message', (message: string) => {
        if (message === 'stop') return resolve();
        (globalThis as { gc?: () => void }).gc?.();
        process.send!({ memory: process.memoryUsage() });
      }),
    );
  });
  process.exit(0);
}

function startChild(): Promise<{
  child: ChildProcess;
  target: BenchTarget;
  memory: () => Promise<NodeJS.MemoryUsage>;
}> {
  const child = fork(fileURLToPath(import.meta.url), [], {
    env: { ...process.env, LIVE_BENCH_SERVER: '1' },
    execArgv: ['--import', 'tsx', '--expose-gc'],
  });
  const nextMessage = () =>
    new Promise<ServerMessage>((resolve) => child.once('message', (m) => resolve(m as ServerMessage)));
  const memory = async () => {
    const answer = nextMessage();
    child.send('memory');
    return ((await answer) as { memory: NodeJS.MemoryUsage }).memory;
  };
  return nextMessage().then((m) => ({ child, target: (m as { ready: BenchTarget }).ready, memory }));
}

/** One viewer: an SSE connection counting whole messages (each carries one `retry:` line), nothing parsed. */
type Viewer = { received: number; lastAt: number; request: http.ClientRequest };

function openViewer(url: string, agent: http.Agent): Promise<Viewer> {
  return new Promise((resolve, reject) => {
    const viewer: Viewer = { received: 0, lastAt: 0, request: null! };
    let tail = Buffer.alloc(0);
    viewer.request = http.get(url, { agent }, (response) => {
      if (response.statusCode !== 200) return reject(new Error(`stream answered ${response.statusCode}`));
      response.on('data', (chunk: Buffer) => {
        // Marks inside the chunk, and one split across the previous chunk's end: no copy of the whole chunk.
        const seam = Buffer.concat([tail, chunk.subarray(0, MESSAGE_MARK.length - 1)]);
        let marks = seam.indexOf(MESSAGE_MARK) >= 0 ? 1 : 0;
        for (
          let at = chunk.indexOf(MESSAGE_MARK);
          at >= 0;
          at = chunk.indexOf(MESSAGE_MARK, at + MESSAGE_MARK.length)
        ) {
          marks += 1;
        }
        tail = Buffer.from(chunk.subarray(Math.max(0, chunk.length - (MESSAGE_MARK.length - 1))));
        if (marks === 0) return;
        viewer.received += marks;
        viewer.lastAt = performance.now();
        if (viewer.received === marks) resolve(viewer);
      });
    });
    viewer.request.on('error', reject);
  });
}

async function post(target: BenchTarget, path: string, body: unknown): Promise<number> {
  const response = await fetch(`${target.base}${path}`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', Authorization: `Bearer ${target.token}` },
    body: JSON.stringify(body),
  });
  await response.arrayBuffer();
  return response.status;
}

let clock = 0;
const goal = (target: BenchTarget) => ({
  uuid: randomUUID(),
  match: { id: target.match.id },
  team: { id: target.match.team1.id },
  quarter: 4,
  time: 1_500 + (clock++ % 400),
  type: 'SHOOT',
  offense: true,
  shootOutcome: 'GOAL',
  shootSituation: 'ACTION',
  playerNumber: 5,
});

/** Event POSTs per second from a few writers for a while, as scorers (and imports) write. */
async function postThroughput(target: BenchTarget): Promise<{ count: number; ms: number }> {
  const started = performance.now();
  let count = 0;
  await Promise.all(
    Array.from({ length: WRITERS }, async () => {
      while (performance.now() - started < THROUGHPUT_MS) {
        if ((await post(target, '/api/events', goal(target))) === 201) count += 1;
      }
    }),
  );
  return { count, ms: performance.now() - started };
}

async function waitUntil(check: () => boolean, timeoutMs: number): Promise<boolean> {
  const until = performance.now() + timeoutMs;
  while (!check()) {
    if (performance.now() > until) return false;
    await new Promise((resolve) => setTimeout(resolve, 2));
  }
  return true;
}

async function benchViewers(count: number): Promise<void> {
  const { child, target, memory } = await startChild();
  const agent = new http.Agent({ keepAlive: false, maxSockets: Infinity });
  try {
    const share = (await (
      await fetch(`${target.base}/api/matches/${target.match.id}/live-share`, {
        method: 'POST',
        headers: { Authorization: `Bearer ${target.token}` },
      })
    ).json()) as { shareId: string };
    const streamUrl = `${target.base}/api/live/${share.shareId}/stream`;
    const snapshot = await (await fetch(`${target.base}/api/live/${share.shareId}`)).text();
    const idle = await postThroughput(target);

    const before = await memory();
    const viewers: Viewer[] = [];
    const connectStarted = performance.now();
    for (let i = 0; i < count; i += 250) {
      const batch = Math.min(250, count - i);
      viewers.push(...(await Promise.all(Array.from({ length: batch }, () => openViewer(streamUrl, agent)))));
    }
    const connectMs = performance.now() - connectStarted;
    await new Promise((resolve) => setTimeout(resolve, 500));
    const after = await memory();

    const lastViewerMs: number[] = [];
    const everyViewerMs: number[] = [];
    let missed = 0;
    for (let round = 0; round < ROUNDS; round++) {
      const seen = viewers.map((v) => v.received);
      const posted = performance.now();
      await post(target, '/api/events', goal(target));
      const isAll = await waitUntil(() => viewers.every((v, i) => v.received > seen[i]!), 10_000);
      if (!isAll) missed += 1;
      const times = viewers.filter((v, i) => v.received > seen[i]!).map((v) => v.lastAt - posted);
      everyViewerMs.push(...times);
      lastViewerMs.push(Math.max(...times));
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    const watched = await postThroughput(target);
    const received = viewers.reduce((sum, v) => sum + v.received, 0);

    console.log(`${count} viewers (snapshot ${(snapshot.length / 1024).toFixed(1)} KB, a full match's play-by-play):`);
    rate('  connect', count, connectMs, 'viewers');
    summarise('  event POST → last viewer', lastViewerMs);
    summarise('  event POST → each viewer', everyViewerMs);
    if (missed > 0) console.log(`  rounds where a viewer got nothing within 10 s: ${missed}`);
    const perViewer = (a: number, b: number) => `${((b - a) / count / 1024).toFixed(2)} KB`;
    console.log(
      `  server memory per idle viewer: heap+external ${perViewer(before.heapUsed + before.external, after.heapUsed + after.external)}, rss ${perViewer(before.rss, after.rss)}`,
    );
    rate('  event POSTs, nobody watching', idle.count, idle.ms, 'events');
    rate(`  event POSTs, ${count} watching`, watched.count, watched.ms, 'events');
    console.log(
      `  messages received by all viewers: ${received} (p95 round ${percentile(
        [...lastViewerMs].sort((a, b) => a - b),
        95,
      ).toFixed(0)} ms)`,
    );
    for (const viewer of viewers) viewer.request.destroy();
  } finally {
    agent.destroy();
    child.send('stop');
    await new Promise((resolve) => child.once('exit', resolve));
  }
}

if (process.env.LIVE_BENCH_SERVER === '1') await serveForBench();

export default {
  name: 'live match centre: viewers of one shared match',
  run: async () => {
    for (const count of VIEWER_COUNTS) await benchViewers(count);
  },
} satisfies Bench;
