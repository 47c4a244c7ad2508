import http from 'node:http';
import { randomUUID } from 'node:crypto';
import type { BenchTarget } from './benchServer';

/** The clients the live bench plays: spectators' streams, anonymous pollers, the health probe and a scorer. */

const MESSAGE_MARK = Buffer.from('\nretry: 2000\n');

/** Loopback has all of 127/8: viewers spread over many source addresses, as spectators' phones are. */
export const spectatorAddress = (i: number) => `127.0.1.${1 + (i % 200)}`;

/** One viewer: an SSE connection counting whole messages (each carries one `retry:` line), nothing parsed. */
export type Viewer = {
  received: number;
  /** Bytes of the stream received so far. */
  bytes: number;
  lastAt: number;
  request: http.ClientRequest;
  isEnded: boolean;
};

export type ViewerOptions = { agent: http.Agent; localAddress?: string; timeoutMs?: number };

/** A viewer once its first message arrived; rejects with the status when the server refuses it. */
export function openViewer(url: string, options: ViewerOptions): Promise<Viewer> {
  return new Promise((resolve, reject) => {
    const viewer: Viewer = { received: 0, bytes: 0, lastAt: 0, request: null!, isEnded: false };
    let tail = Buffer.alloc(0);
    viewer.request = http.get(url, { agent: options.agent, localAddress: options.localAddress }, (response) => {
      if (response.statusCode !== 200) {
        response.resume();
        return reject(new Error(`stream answered ${response.statusCode}`));
      }
      response.on('end', () => (viewer.isEnded = true));
      response.on('close', () => (viewer.isEnded = true));
      response.on('data', (chunk: Buffer) => {
        viewer.bytes += chunk.length;
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
    viewer.request.setTimeout(options.timeoutMs ?? 30_000, () => viewer.request.destroy(new Error('timed out')));
    viewer.request.on('error', reject);
  });
}

/**
 * A viewer that stops reading its stream: its socket fills and stays full, as a stalled phone's does. `readAgain`
 * drains it, so whether the server has let it go shows (its stream ends) without waiting for TCP.
 */
export function openStalledViewer(url: string, options: ViewerOptions): Promise<Viewer & { readAgain: () => void }> {
  return new Promise((resolve, reject) => {
    const viewer = {
      received: 0,
      bytes: 0,
      lastAt: 0,
      request: null! as http.ClientRequest,
      isEnded: false,
      readAgain: () => {},
    };
    viewer.request = http.get(url, { agent: options.agent, localAddress: options.localAddress }, (response) => {
      if (response.statusCode !== 200) return reject(new Error(`stream answered ${response.statusCode}`));
      response.pause();
      const end = () => (viewer.isEnded = true);
      response.on('end', end).on('close', end).on('error', end);
      viewer.readAgain = () => response.resume();
      resolve(viewer);
    });
    viewer.request.on('error', () => (viewer.isEnded = true));
  });
}

const freshConnections = new http.Agent({ keepAlive: false, maxSockets: Infinity });

/**
 * One GET timed on a fresh connection, the body read as bytes (gzip asked for, as browsers do, and left
 * packed: the bench shares the machine's cores with the server); null when it failed or outlasted `timeoutMs`.
 */
export function timedGet(url: string, timeoutMs = 5_000): Promise<{ ms: number; status: number } | null> {
  const started = performance.now();
  return new Promise((resolve) => {
    const request = http.get(url, { agent: freshConnections, headers: { 'Accept-Encoding': 'gzip' } }, (response) => {
      response.on('data', () => undefined);
      response.on('end', () => resolve({ ms: performance.now() - started, status: response.statusCode ?? 0 }));
      response.on('error', () => resolve(null));
    });
    request.setTimeout(timeoutMs, () => request.destroy());
    request.on('error', () => resolve(null));
  });
}

/** Health latencies sampled one after the other until `until()` says stop; failures counted apart. */
export async function sampleHealth(
  target: BenchTarget,
  until: () => boolean,
  pauseMs = 100,
): Promise<{ samples: number[]; failed: number }> {
  const samples: number[] = [];
  let failed = 0;
  while (!until()) {
    const answer = await timedGet(`${target.base}/api/health`);
    if (answer?.status === 200) samples.push(answer.ms);
    else failed += 1;
    await new Promise((resolve) => setTimeout(resolve, pauseMs));
  }
  return { samples, failed };
}

/** Anonymous clients fetching the snapshot back to back, as a script scraping a shared match would. */
export async function pollSnapshot(
  url: string,
  clients: number,
  until: () => boolean,
): Promise<{ samples: number[]; failed: number }> {
  const samples: number[] = [];
  let failed = 0;
  await Promise.all(
    Array.from({ length: clients }, async () => {
      while (!until()) {
        const answer = await timedGet(url, 60_000);
        if (answer?.status === 200) samples.push(answer.ms);
        else failed += 1;
      }
    }),
  );
  return { samples, failed };
}

export async function post(target: BenchTarget, path: string, body: unknown): Promise<number> {
  const response = await fetch(`${target.base}${path}`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', Authorization: `Bearer ${target.token}` },
    body: JSON.stringify(body),
  });
  await response.arrayBuffer();
  return response.status;
}

let clock = 0;
/** A goal of cap 5 late in the fourth quarter, each a new one. */
export const goal = (target: BenchTarget) => ({
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

const OUTCOMES = ['GOAL', 'MISSFOR', 'BLOCKFOR'] as const;

/** A long match's log: `count` shots and drives of team 1 written through the bulk API, 500 a request. */
export async function writeLongLog(target: BenchTarget, count: number): Promise<void> {
  for (let written = 0; written < count; written += 500) {
    const batch = Array.from({ length: Math.min(500, count - written) }, (_, i) => {
      const n = written + i;
      const quarter = 1 + (n % 4);
      const shared = { ...goal(target), quarter, time: (quarter - 1) * 480 + (n % 470), playerNumber: 2 + (n % 11) };
      return n % 4 === 3
        ? { ...shared, type: 'DRIVE', shootOutcome: null, shootSituation: null }
        : {
            ...shared,
            shootOutcome: OUTCOMES[n % 3],
            shootFromPoolX: 300 + (n % 1000),
            shootFromPoolY: 100 + (n % 500),
          };
    });
    const status = await post(target, '/api/events/bulk', batch);
    if (status !== 200) throw new Error(`bulk write answered ${status}`);
  }
}

export async function shareLive(target: BenchTarget): Promise<string> {
  const response = await fetch(`${target.base}/api/matches/${target.match.id}/live-share`, {
    method: 'POST',
    headers: { Authorization: `Bearer ${target.token}` },
  });
  return ((await response.json()) as { shareId: string }).shareId;
}

export const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
