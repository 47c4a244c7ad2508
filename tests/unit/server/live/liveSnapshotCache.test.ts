import { gunzipSync } from 'node:zlib';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, test, vi } from 'vitest';
import type { LiveSnapshot } from '../../../../src/domain/live/liveSnapshot';
import { liveShare } from '../../../../src/server/db/schema';
import { buildLiveSnapshot } from '../../../../src/server/live/buildLiveSnapshot';
import { createLiveHub, type LiveHubOptions } from '../../../../src/server/live/createLiveHub';
import { createTenant, type Tenant } from '../support/fixtures';
import { json, startTestServer, type TestServer } from '../support/testServer';
import { goalBody, shareMatch, watchLive } from './support/liveFixtures';

let server: TestServer;
let alpha: Tenant;
let builds: ReturnType<typeof vi.fn<typeof buildLiveSnapshot>>;

beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

async function useHub(options: Partial<LiveHubOptions> = {}) {
  await server.deps.live.close();
  builds = vi.fn(buildLiveSnapshot);
  server.deps.live = createLiveHub({
    db: server.db,
    listen: server.listen,
    log: server.deps.log,
    coalesceMs: 10,
    // As the server sets it: only the embedded database reports a write before its writer hears it committed.
    hearsChangesFirst: server.kind === 'pglite',
    buildSnapshot: builds,
    ...options,
  });
}

beforeEach(async () => {
  await useHub();
  await server.truncateAll();
  alpha = await createTenant(server, 'Alpha');
  // Cap 5 of team 1 is Gergely Kovacs, shown as KovG while the share shows names.
  await server.request('POST', '/api/match-players', {
    token: alpha.manager.token,
    body: { cap: 5, match: { id: alpha.ids.match }, team: { id: alpha.ids.team1 }, player: { id: alpha.ids.player1 } },
  });
  await server.request('POST', '/api/events', { token: alpha.manager.token, body: goalBody(alpha) });
});

const readSnapshot = async (shareId: string) => json<LiveSnapshot>(await server.request('GET', `/api/live/${shareId}`));
const scoreOf = async (shareId: string) => (await readSnapshot(shareId)).teams.team1.score;

describe('the public snapshot with nobody streaming', () => {
  test('is built once for many readers at once and for every reader after them', async () => {
    const { shareId } = await shareMatch(server, alpha);
    const answers = await Promise.all(Array.from({ length: 10 }, () => readSnapshot(shareId)));
    for (let i = 0; i < 5; i++) answers.push(await readSnapshot(shareId));
    expect(new Set(answers.map((snapshot) => snapshot.version)).size).toBe(1);
    expect(builds).toHaveBeenCalledTimes(1);
  });

  test('is rebuilt once after a write, for all its readers', async () => {
    const { shareId } = await shareMatch(server, alpha);
    expect(await scoreOf(shareId)).toBe(1);
    await server.request('POST', '/api/events', { token: alpha.manager.token, body: goalBody(alpha, { time: 200 }) });
    await expect.poll(() => scoreOf(shareId)).toBe(2);
    await Promise.all(Array.from({ length: 10 }, () => readSnapshot(shareId)));
    expect(builds).toHaveBeenCalledTimes(2);
  });

  test('costs no build while nobody reads it, however much is written; the next reader has one made', async () => {
    const { shareId } = await shareMatch(server, alpha);
    await readSnapshot(shareId);
    for (const time of [200, 210, 220]) {
      await server.request('POST', '/api/events', { token: alpha.manager.token, body: goalBody(alpha, { time }) });
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(builds).toHaveBeenCalledTimes(1);
    await expect.poll(() => scoreOf(shareId)).toBe(4);
    expect(builds).toHaveBeenCalledTimes(2);
  });

  test('is gzipped once for the readers that accept it, the same JSON', async () => {
    const { shareId } = await shareMatch(server, alpha);
    const plain = await (await server.request('GET', `/api/live/${shareId}`)).text();
    const packed = await server.request('GET', `/api/live/${shareId}`, { headers: { 'Accept-Encoding': 'gzip' } });
    expect(packed.headers.get('Content-Encoding')).toBe('gzip');
    expect(packed.headers.get('Cache-Control')).toBe('no-store');
    expect(gunzipSync(Buffer.from(await packed.arrayBuffer())).toString()).toBe(plain);
    expect(JSON.parse(plain)).toMatchObject({ teams: { team1: { score: 1 } } });
  });

  test('is let go once nobody read it for a while, and built again for the next reader', async () => {
    await useHub({ idleMs: 30, heartbeatMs: 10 });
    const { shareId } = await shareMatch(server, alpha);
    await readSnapshot(shareId);
    await new Promise((resolve) => setTimeout(resolve, 100));
    await readSnapshot(shareId);
    expect(builds).toHaveBeenCalledTimes(2);
  });
});

describe('switching a share to caps only', () => {
  const capsOnly = () => shareMatch(server, alpha, { showNames: false });
  const hasNames = (snapshot: LiveSnapshot) => JSON.stringify(snapshot).includes('KovG');

  test.each([
    ['nobody streaming', false],
    ['a viewer streaming', true],
  ])('the very next read has no names, though its snapshot was kept (%s)', async (_name, isStreamed) => {
    const { shareId } = await shareMatch(server, alpha);
    const watching = isStreamed ? await watchLive(server, shareId) : null;
    expect(hasNames(await readSnapshot(shareId))).toBe(true);
    await capsOnly();
    const next = await readSnapshot(shareId);
    expect(next.showNames).toBe(false);
    expect(hasNames(next)).toBe(false);
    await watching?.close();
  });

  test('a viewer opening the stream right after gets no names in its first message', async () => {
    const { shareId } = await shareMatch(server, alpha);
    const watching = await watchLive(server, shareId);
    expect(hasNames((await watching.nextSnapshot()).snapshot)).toBe(true);
    await capsOnly();
    const newcomer = await watchLive(server, shareId);
    expect(hasNames((await newcomer.nextSnapshot()).snapshot)).toBe(false);
    expect(hasNames((await watching.nextSnapshot()).snapshot)).toBe(false);
    await Promise.all([watching.close(), newcomer.close()]);
  });

  test('a snapshot whose build began before the change is never served after it', async () => {
    const { shareId } = await shareMatch(server, alpha);
    let builtBefore: number | null = null;
    builds.mockImplementationOnce((data, showNames, version) => {
      // The change is reported while this build is under way, after it read the share.
      server.deps.live.shareChanged(alpha.ids.match);
      builtBefore = version;
      return buildLiveSnapshot(data, showNames, version);
    });
    const served = await readSnapshot(shareId);
    expect(builtBefore).not.toBeNull();
    expect(served.version).not.toBe(builtBefore);
    expect(builds).toHaveBeenCalledTimes(2);
  });

  test('done by another server process (the database row alone), the next read has no names either', async () => {
    const { shareId } = await shareMatch(server, alpha);
    expect(hasNames(await readSnapshot(shareId))).toBe(true);
    await server.db.update(liveShare).set({ showNames: false }).where(eq(liveShare.matchId, alpha.ids.match));
    expect(hasNames(await readSnapshot(shareId))).toBe(false);
  });
});

describe('a share that goes', () => {
  test.each([
    ['turning sharing off', `/api/matches/MATCH/live-share`],
    ['deleting the match', `/api/matches/MATCH`],
  ])('%s answers 404 at once, also where the snapshot was kept', async (_name, path) => {
    // A match with no rows of its own yet, so it may be deleted.
    const bare = await createTenant(server, 'Bare');
    const { shareId } = await shareMatch(server, bare);
    await readSnapshot(shareId);
    const deleted = await server.request('DELETE', path.replace('MATCH', String(bare.ids.match)), {
      token: bare.manager.token,
    });
    expect(deleted.status).toBe(204);
    expect((await server.request('GET', `/api/live/${shareId}`)).status).toBe(404);
    expect((await server.request('GET', `/api/live/${shareId}/stream`)).status).toBe(404);
  });
});
