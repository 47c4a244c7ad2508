import { spawn, type ChildProcess } from 'node:child_process';
import http from 'node:http';
import { fileURLToPath } from 'node:url';
import type { Bench } from './run';
import { withBenchServer, type BenchTarget } from './benchServer';
import { percentile, rate, summarise } from './figures';
import {
  goal,
  openStalledViewer,
  openViewer,
  pollSnapshot,
  post,
  sampleHealth,
  shareLive,
  sleep,
  spectatorAddress,
  writeLongLog,
  type Viewer,
} from './liveBenchClients';

/**
 * Issue 14's load against one server process (a child, so its memory is its own), each part on its own
 * (LIVE_BENCH=viewers,polling,stalled,capacity; all by default):
 * - viewers: 1,000 and 5,000 viewers of one shared match on loopback: the time from an event POST to the last
 *   viewer receiving the snapshot with it, the server's memory per idle viewer, event POSTs per second while
 *   they watch;
 * - polling: /api/health while 10 anonymous clients fetch the snapshot of a shared 20,000-event match back to
 *   back, then also while a scorer writes;
 * - stalled: what 200 viewers that never read cost while a scorer writes, and whether they are let go;
 * - capacity: how many viewers a process holds before it refuses more (its file descriptors cut to 8,192 so
 *   the bench's own are not the limit), and /api/health at that point; then viewers from one address.
 */
/** LIVE_BENCH_VIEWERS=1000,5000 to choose; 1,000, 5,000 and 10,000 by default. */
const VIEWER_COUNTS = (process.env.LIVE_BENCH_VIEWERS ?? '1000,5000,10000').split(',').map(Number);
const ROUNDS = 15;
const THROUGHPUT_MS = 3_000;
const WRITERS = 8;
const LONG_LOG_EVENTS = 20_000;
const POLLERS = 10;
const POLL_MS = 15_000;
const STALLED_VIEWERS = 200;
const STALLED_MS = 30_000;
const STALLED_LOG_EVENTS = 3_000;
const SERVER_FILE_LIMIT = 8_192;
const MOST_VIEWERS_TRIED = 12_000;

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

type Child = { child: ChildProcess; target: BenchTarget; memory: () => Promise<NodeJS.MemoryUsage> };

/** The server in a child process, under a file descriptor limit of its own when one is given. */
function startChild(fileLimit?: number): Promise<Child> {
  const node = [process.execPath, '--import', 'tsx', '--expose-gc', fileURLToPath(import.meta.url)];
  const quoted = node.map((part) => `'${part}'`).join(' ');
  const child = spawn('sh', ['-c', fileLimit ? `ulimit -n ${fileLimit} && exec ${quoted}` : `exec ${quoted}`], {
    env: { ...process.env, LIVE_BENCH_SERVER: '1' },
    stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
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

async function withChild(run: (child: Child) => Promise<void>, fileLimit?: number): Promise<void> {
  const started = await startChild(fileLimit);
  try {
    await run(started);
  } finally {
    started.child.send('stop');
    await new Promise((resolve) => started.child.once('exit', resolve));
  }
}

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

function benchViewers(count: number): Promise<void> {
  return withChild(async ({ target, memory }) => {
    const agent = new http.Agent({ keepAlive: false, maxSockets: Infinity });
    try {
      const shareId = await shareLive(target);
      const streamUrl = `${target.base}/api/live/${shareId}/stream`;
      const snapshot = await (await fetch(`${target.base}/api/live/${shareId}`)).text();
      const idle = await postThroughput(target);

      const before = await memory();
      const viewers: Viewer[] = [];
      const connectStarted = performance.now();
      for (let i = 0; i < count; i += 250) {
        const batch = Array.from({ length: Math.min(250, count - i) }, (_, j) =>
          openViewer(streamUrl, { agent, localAddress: spectatorAddress(i + j) }),
        );
        viewers.push(...(await Promise.all(batch)));
      }
      const connectMs = performance.now() - connectStarted;
      await sleep(500);
      const after = await memory();

      const lastViewerMs: number[] = [];
      const everyViewerMs: number[] = [];
      let missed = 0;
      const bytesBefore = viewers.reduce((sum, v) => sum + v.bytes, 0);
      for (let round = 0; round < ROUNDS; round++) {
        const seen = viewers.map((v) => v.received);
        const posted = performance.now();
        await post(target, '/api/events', goal(target));
        const isAll = await waitUntil(() => viewers.every((v, i) => v.received > seen[i]!), 10_000);
        if (!isAll) missed += 1;
        const times = viewers.filter((v, i) => v.received > seen[i]!).map((v) => v.lastAt - posted);
        everyViewerMs.push(...times);
        lastViewerMs.push(Math.max(...times));
        await sleep(100);
      }
      const bytesPerChange = (viewers.reduce((sum, v) => sum + v.bytes, 0) - bytesBefore) / ROUNDS;
      const watched = await postThroughput(target);
      const received = viewers.reduce((sum, v) => sum + v.received, 0);

      console.log(
        `${count} viewers (snapshot ${(snapshot.length / 1024).toFixed(1)} KB, a full match's play-by-play):`,
      );
      rate('  connect', count, connectMs, 'viewers');
      console.log(
        `  bytes sent per change: ${(bytesPerChange / 1024 / 1024).toFixed(2)} MB to all, ${(bytesPerChange / count).toFixed(0)} B per viewer`,
      );
      summarise('  event POST → last viewer', lastViewerMs);
      summarise('  event POST → each viewer', everyViewerMs);
      if (missed > 0) console.log(`  rounds where a viewer got nothing within 10 s: ${missed}`);
      const perViewer = (a: number, b: number) => `${((b - a) / count / 1024).toFixed(2)} KB`;
      console.log(
        `  server memory per idle viewer: heap+external ${perViewer(before.heapUsed + before.external, after.heapUsed + after.external)}, rss ${perViewer(before.rss, after.rss)}`,
      );
      rate('  event POSTs, nobody watching', idle.count, idle.ms, 'events');
      rate(`  event POSTs, ${count} watching`, watched.count, watched.ms, 'events');
      const p95 = percentile(
        [...lastViewerMs].sort((a, b) => a - b),
        95,
      );
      console.log(`  messages received by all viewers: ${received} (p95 round ${p95.toFixed(0)} ms)`);
      for (const viewer of viewers) viewer.request.destroy();
    } finally {
      agent.destroy();
    }
  });
}

const printHealth = (label: string, health: { samples: number[]; failed: number }) => {
  summarise(label, health.samples);
  if (health.failed > 0) console.log(`${label}: ${health.failed} failed or over 5 s`);
};

const megabytes = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(1)} MB`;

/** /api/health while anonymous clients fetch a long shared match's snapshot, and while a scorer writes too. */
function benchPolling(): Promise<void> {
  return withChild(async ({ target }) => {
    const written = performance.now();
    await writeLongLog(target, LONG_LOG_EVENTS);
    const shareId = await shareLive(target);
    const snapshotUrl = `${target.base}/api/live/${shareId}`;
    const snapshot = await (await fetch(snapshotUrl)).text();
    console.log(
      `${POLLERS} anonymous clients polling a shared match of ${LONG_LOG_EVENTS} events more (snapshot ${megabytes(snapshot.length)}, written in ${((performance.now() - written) / 1000).toFixed(0)} s), nobody streaming:`,
    );
    let end = performance.now() + 3_000;
    printHealth('  /api/health, nobody polling', await sampleHealth(target, () => performance.now() > end));

    end = performance.now() + POLL_MS;
    const [polled, health] = await Promise.all([
      pollSnapshot(snapshotUrl, POLLERS, () => performance.now() > end),
      sampleHealth(target, () => performance.now() > end),
    ]);
    printHealth(`  /api/health, ${POLLERS} polling`, health);
    rate('  snapshot GETs', polled.samples.length, POLL_MS, 'GETs');
    summarise('  snapshot GET', polled.samples);

    end = performance.now() + POLL_MS;
    let writes = 0;
    const [, , scored] = await Promise.all([
      pollSnapshot(snapshotUrl, POLLERS, () => performance.now() > end),
      (async () => {
        while (performance.now() < end) {
          if ((await post(target, '/api/events', goal(target))) === 201) writes += 1;
          await sleep(1_000);
        }
      })(),
      sampleHealth(target, () => performance.now() > end),
    ]);
    printHealth(`  /api/health, ${POLLERS} polling and a scorer writing an event a second (${writes})`, scored);
  });
}

/** Viewers that never read while a scorer writes: what they cost the server and whether they are let go. */
function benchStalledViewers(): Promise<void> {
  return withChild(async ({ target, memory }) => {
    const agent = new http.Agent({ keepAlive: false, maxSockets: Infinity });
    try {
      // Snapshots of a few hundred kilobytes fill a stalled socket's buffers (some MB on loopback) within seconds.
      await writeLongLog(target, STALLED_LOG_EVENTS);
      const snapshotUrl = `${target.base}/api/live/${await shareLive(target)}`;
      const snapshot = await (await fetch(snapshotUrl)).text();
      const streamUrl = `${snapshotUrl}/stream`;
      const reading = await openViewer(streamUrl, { agent, localAddress: '127.0.2.1' });
      const before = await memory();
      const stalled = await Promise.all(
        Array.from({ length: STALLED_VIEWERS }, (_, i) =>
          openStalledViewer(streamUrl, { agent, localAddress: spectatorAddress(i) }),
        ),
      );
      const end = performance.now() + STALLED_MS;
      let writes = 0;
      while (performance.now() < end) {
        if ((await post(target, '/api/events', goal(target))) === 201) writes += 1;
        await sleep(100);
      }
      await sleep(1_000);
      const after = await memory();
      for (const viewer of stalled) viewer.readAgain();
      await waitUntil(() => stalled.every((viewer) => viewer.isEnded), 15_000);
      const open = stalled.filter((viewer) => !viewer.isEnded).length;
      const heapAndExternal = megabytes(after.heapUsed + after.external - before.heapUsed - before.external);
      console.log(
        `${STALLED_VIEWERS} viewers that never read (snapshot ${megabytes(snapshot.length)}), ${writes} events written over ${STALLED_MS / 1000} s, ${reading.received} snapshots sent to a reading viewer: ${open} still connected; server heap+external ${heapAndExternal} more, rss ${megabytes(after.rss - before.rss)} more`,
      );
      for (const viewer of [...stalled, reading]) viewer.request.destroy();
    } finally {
      agent.destroy();
    }
  });
}

/** Opens viewers 250 at a time until the server refuses or drops one; answers those it holds. */
async function fillWithViewers(streamUrl: string, agent: http.Agent, address: (i: number) => string) {
  const viewers: Viewer[] = [];
  let refusal: string | null = null;
  while (refusal === null && viewers.length < MOST_VIEWERS_TRIED) {
    const opened = await Promise.allSettled(
      Array.from({ length: 250 }, (_, j) =>
        openViewer(streamUrl, { agent, localAddress: address(viewers.length + j), timeoutMs: 10_000 }),
      ),
    );
    for (const result of opened) {
      if (result.status === 'fulfilled') viewers.push(result.value);
      else refusal ??= String(result.reason);
    }
  }
  return { viewers, refusal };
}

/** How many viewers one process holds before it refuses more, and what its API answers at that point. */
function benchCapacity(): Promise<void> {
  return withChild(async ({ target }) => {
    const agent = new http.Agent({ keepAlive: false, maxSockets: Infinity });
    try {
      const streamUrl = `${target.base}/api/live/${await shareLive(target)}/stream`;
      const idle = performance.now() + 3_000;
      printHealth('  /api/health with no viewers', await sampleHealth(target, () => performance.now() > idle));
      const { viewers, refusal } = await fillWithViewers(streamUrl, agent, spectatorAddress);
      const held = viewers.filter((viewer) => !viewer.isEnded).length;
      console.log(
        `viewers from ${Math.min(200, viewers.length)} addresses, server limited to ${SERVER_FILE_LIMIT} file descriptors: ${viewers.length} opened, ${held} still held, then ${refusal ?? 'none refused'}`,
      );
      const end = performance.now() + 5_000;
      printHealth(`  /api/health with ${held} viewers`, await sampleHealth(target, () => performance.now() > end));
      for (const viewer of viewers) viewer.request.destroy();
      await sleep(2_000);

      const fromOne = await fillWithViewers(streamUrl, agent, () => '127.0.2.1');
      console.log(
        `viewers from one address: ${fromOne.viewers.length} opened, then ${fromOne.refusal ?? 'none refused'}`,
      );
      for (const viewer of fromOne.viewers) viewer.request.destroy();
    } finally {
      agent.destroy();
    }
  }, SERVER_FILE_LIMIT);
}

if (process.env.LIVE_BENCH_SERVER === '1') await serveForBench();

const PARTS: Record<string, () => Promise<void>> = {
  viewers: async () => {
    for (const count of VIEWER_COUNTS) await benchViewers(count);
  },
  polling: benchPolling,
  stalled: benchStalledViewers,
  capacity: benchCapacity,
};

export default {
  name: 'live match centre: viewers and readers of a shared match',
  run: async () => {
    const chosen = process.env.LIVE_BENCH?.split(',') ?? Object.keys(PARTS);
    for (const part of chosen) await PARTS[part]!();
  },
} satisfies Bench;
