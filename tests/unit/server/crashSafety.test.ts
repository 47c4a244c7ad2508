/**
 * No acknowledged write lost to a crash: the real server (npm start) is killed with SIGKILL in the middle of a
 * burst of concurrent event POSTs, restarted on the same data, the clients resend what got no answer, and
 * every acknowledged event is found stored exactly once. On PGlite always; on PostgreSQL when DATABASE_URL is set.
 */
import { randomUUID } from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, test } from 'vitest';
import { createFreshDist, spawnServer, type SpawnedServer } from './support/spawnServer';
import { createScratchDatabase } from './support/createScratchDatabase';

const CLIENTS = 8;
const EVENTS_PER_CLIENT = 10;
/** The kill comes once this many events were acknowledged, while the other clients still have POSTs in flight. */
const KILL_AFTER_ACKS = 20;

const distDir = createFreshDist();
const cleanups: (() => Promise<void> | void)[] = [];
afterAll(async () => {
  for (const cleanup of cleanups.reverse()) await cleanup();
  rmSync(distDir, { recursive: true, force: true });
});

type Target = { base: string; token: string; matchId: number; teamId: number };
/** The answer each uuid got: an HTTP status, or null when the server died before answering (or it was never sent). */
type Answers = Map<string, number | null>;

async function startServer(env: Record<string, string>): Promise<SpawnedServer & { base: string }> {
  const server = spawnServer({ DIST_DIR: distDir, JWT_SECRET: 'crash-test-secret', ...env });
  cleanups.push(() => server.kill('SIGKILL'));
  return { ...server, base: await server.url };
}

async function signIn(base: string): Promise<Target> {
  const login = await fetch(`${base}/api/authenticate`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ username: 'user', password: 'user' }),
  });
  const { id_token: token } = (await login.json()) as { id_token: string };
  const matches = (await (
    await fetch(`${base}/api/matches?sort=id,asc&status.equals=SCHEDULED`, {
      headers: { Authorization: `Bearer ${token}` },
    })
  ).json()) as { id: number; team1: { id: number } }[];
  // A scheduled demo match has no events: every event it ends up with is one of ours.
  return { base, token, matchId: matches[0]!.id, teamId: matches[0]!.team1.id };
}

function postEvent(target: Target, uuid: string, time: number): Promise<number> {
  return fetch(`${target.base}/api/events`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', Authorization: `Bearer ${target.token}` },
    body: JSON.stringify({
      uuid,
      match: { id: target.matchId },
      team: { id: target.teamId },
      quarter: 1,
      time,
      type: 'SHOOT',
      offense: true,
      shootOutcome: 'MISSFOR',
      playerNumber: 5,
      playersInWater: [1, 2, 3, 4, 5, 6, 7],
    }),
  }).then(async (response) => {
    await response.arrayBuffer();
    return response.status;
  });
}

/** Each client posts its own events one after another; the server is killed once enough were acknowledged. */
async function burstUntilKilled(target: Target, kill: () => void): Promise<Answers> {
  const answers: Answers = new Map();
  let acknowledged = 0;
  let isKilled = false;
  await Promise.all(
    Array.from({ length: CLIENTS }, async () => {
      for (let i = 0; i < EVENTS_PER_CLIENT; i++) {
        const uuid = randomUUID();
        answers.set(uuid, null);
        if (isKilled) continue;
        const status = await postEvent(target, uuid, i).catch(() => null);
        answers.set(uuid, status);
        if (status === 201 || status === 200) acknowledged++;
        if (acknowledged >= KILL_AFTER_ACKS && !isKilled) {
          isKilled = true;
          kill();
        }
      }
    }),
  );
  return answers;
}

async function readStoredUuids(target: Target): Promise<{ uuid: string; id: number }[]> {
  const response = await fetch(`${target.base}/api/events?matchId.equals=${target.matchId}&size=2000&sort=id,asc`, {
    headers: { Authorization: `Bearer ${target.token}` },
  });
  expect(response.status).toBe(200);
  return (await response.json()) as { uuid: string; id: number }[];
}

async function crashAndRecover(
  label: string,
  env: Record<string, string>,
  onFirstServer?: (server: SpawnedServer) => Promise<void>,
) {
  const first = await startServer(env);
  await onFirstServer?.(first);
  const before = await signIn(first.base);
  expect(await readStoredUuids(before)).toEqual([]);

  let isKilled = false;
  const answers = await burstUntilKilled(before, () => {
    first.kill('SIGKILL');
    isKilled = true;
  });
  // A burst that never reached the kill (every POST refused) proves nothing.
  expect(isKilled, `statuses: ${[...new Set(answers.values())].join(', ')}`).toBe(true);
  expect(await first.exited).toBeNull();

  const second = await startServer(env);
  const after = { ...before, base: second.base };
  const unanswered = [...answers].filter(([, status]) => status !== 201 && status !== 200).map(([uuid]) => uuid);
  // The clients resend what got no answer, with the same uuid: 201 if it was lost, 200 if it was stored after all.
  const resent: number[] = [];
  for (const uuid of unanswered) resent.push(await postEvent(after, uuid, 0));
  expect(resent.every((status) => status === 201 || status === 200)).toBe(true);

  const stored = await readStoredUuids(after);
  const acknowledged = [...answers].filter(([, status]) => status === 201 || status === 200).map(([uuid]) => uuid);
  const storedUuids = stored.map((row) => row.uuid);
  const duplicated = storedUuids.length - new Set(storedUuids).size;
  console.info(
    `${label} crash test: ${acknowledged.length} acknowledged before SIGKILL, ${unanswered.length} resent ` +
      `(${resent.filter((s) => s === 200).length} of them already stored), ${stored.length} stored, ${duplicated} duplicated`,
  );
  expect(acknowledged.length).toBeGreaterThanOrEqual(KILL_AFTER_ACKS);
  for (const uuid of acknowledged) expect(storedUuids.filter((stored) => stored === uuid)).toHaveLength(1);
  expect(duplicated).toBe(0);
  expect(new Set(stored.map((row) => row.id)).size).toBe(stored.length);
  expect(new Set(storedUuids)).toEqual(new Set(answers.keys()));
  second.kill('SIGTERM');
  expect(await second.exited).toBe(0);
}

describe('a server killed in the middle of a burst of writes', () => {
  test('on PGlite loses no acknowledged event, and a second server on its data directory is refused', async () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'poolside-crash-'));
    cleanups.push(() => rmSync(dataDir, { recursive: true, force: true }));
    await crashAndRecover('PGlite', { DATA_DIR: dataDir }, async (first) => {
      expect(readFileSync(join(dataDir, 'poolside.lock'), 'utf8').trim()).toBe(String(first.pid));
      const intruder = spawnServer({ DATA_DIR: dataDir, DIST_DIR: distDir });
      expect(await intruder.exited).toBe(1);
      expect(intruder.output()).toContain(
        `Poolside's data directory ${dataDir} is in use by another server process (pid ${first.pid})`,
      );
      expect(intruder.output()).not.toMatch(/^\s+at /m);
    });
  }, 300_000);

  test.runIf(process.env.DATABASE_URL)(
    'on PostgreSQL loses no acknowledged event',
    async () => {
      const database = await createScratchDatabase(process.env.DATABASE_URL!, 'poolside_crash');
      cleanups.push(database.drop);
      const dataDir = mkdtempSync(join(tmpdir(), 'poolside-crash-pg-'));
      cleanups.push(() => rmSync(dataDir, { recursive: true, force: true }));
      // PostgreSQL is seeded only when asked.
      await crashAndRecover('PostgreSQL', { DATA_DIR: dataDir, DATABASE_URL: database.url, SEED: 'true' });
    },
    300_000,
  );
});
