import { afterAll, beforeAll, beforeEach, describe, expect, test } from 'vitest';
import { createLiveHub, type LiveHubOptions } from '../../../../src/server/live/createLiveHub';
import { createTenant, type Tenant } from '../support/fixtures';
import { json, startTestServer, type TestServer } from '../support/testServer';
import { followSnapshots, goalBody, shareMatch } from './support/liveFixtures';
import { readServerSentEvents } from './support/readServerSentEvents';

let server: TestServer;
let alpha: Tenant;
let shareId: string;

beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

async function useHub(options: Partial<LiveHubOptions>) {
  await server.deps.live.close();
  server.deps.live = createLiveHub({ db: server.db, listen: server.listen, log: server.deps.log, ...options });
}

beforeEach(async () => {
  await useHub({ coalesceMs: 10, viewerLimits: { maxViewers: 4, maxViewersPerAddress: 2 } });
  await server.truncateAll();
  alpha = await createTenant(server, 'Alpha');
  ({ shareId } = await shareMatch(server, alpha));
});

/** A stream opened from `address`, as the Node server reports a socket's peer. */
const openLiveStream = async (path: string, address: string): Promise<Response> =>
  server.app.request(`http://localhost${path}`, {}, { incoming: { socket: { remoteAddress: address } } });
const openStream = (address: string) => openLiveStream(`/api/live/${shareId}/stream`, address);

type Problem = { status: number; title: string; detail: string; path: string };

describe('how many live viewers a server process takes', () => {
  test('a process full of viewers answers the next one 503 with Retry-After, as problem+json', async () => {
    const held = await Promise.all(['198.51.100.1', '198.51.100.2', '198.51.100.3', '198.51.100.4'].map(openStream));
    expect(held.map((response) => response.status)).toEqual([200, 200, 200, 200]);

    const refused = await openStream('198.51.100.5');
    expect(refused.status).toBe(503);
    expect(refused.headers.get('Content-Type')).toContain('application/problem+json');
    expect(Number(refused.headers.get('Retry-After'))).toBeGreaterThan(0);
    expect(await json<Problem>(refused)).toMatchObject({
      status: 503,
      title: 'Service Unavailable',
      path: `/api/live/${shareId}/stream`,
      detail: expect.stringContaining('live viewers'),
    });
    // The snapshot itself is still answered to anyone.
    expect((await server.request('GET', `/api/live/${shareId}`)).status).toBe(200);
    await Promise.all(held.map((response) => response.body!.cancel()));
  });

  test('an address holding its share of streams is answered 429; another address still gets in', async () => {
    const held = [await openStream('203.0.113.9'), await openStream('203.0.113.9')];
    const third = await openStream('203.0.113.9');
    expect(third.status).toBe(429);
    expect(third.headers.get('Content-Type')).toContain('application/problem+json');
    expect(await json<Problem>(third)).toMatchObject({ status: 429, title: 'Too Many Requests' });
    const other = await openStream('203.0.113.10');
    expect(other.status).toBe(200);
    await Promise.all([...held, other].map((response) => response.body!.cancel()));
  });

  test('a viewer that leaves gives its seat back', async () => {
    const first = await openStream('203.0.113.9');
    await openStream('203.0.113.9').then((response) => response.body!.cancel());
    await expect.poll(() => server.deps.live.size().viewers).toBe(1);
    const again = await openStream('203.0.113.9');
    expect(again.status).toBe(200);
    await Promise.all([first, again].map((response) => response.body!.cancel()));
  });

  test('an unknown share takes no seat', async () => {
    for (let i = 0; i < 3; i++) {
      const response = await openLiveStream('/api/live/AAAAAAAAAAAAAAAAAAAAAAAA/stream', '203.0.113.9');
      expect(response.status).toBe(404);
    }
    expect((await openStream('203.0.113.9')).status).toBe(200);
  });
});

describe('a live viewer that never reads', () => {
  test('is dropped once it has missed its backlog of snapshots, freeing its seat; a reading one stays', async () => {
    await useHub({ coalesceMs: 5, minRebuildGapMs: 5, maxMissedMessages: 2 });
    const stalled = await openStream('203.0.113.9');
    const reading = readServerSentEvents(await openStream('203.0.113.10'));
    const states = followSnapshots(reading);
    await states.nextSnapshot();
    expect(server.deps.live.size().viewers).toBe(2);
    for (let i = 0; i < 8 && server.deps.live.size().viewers > 1; i++) {
      await server.request('POST', '/api/events', {
        token: alpha.manager.token,
        body: goalBody(alpha, { time: 10 + i }),
      });
      let seen = (await states.nextSnapshot()).snapshot;
      while (seen.teams.team1.score < i + 1) seen = (await states.nextSnapshot()).snapshot;
    }
    expect(server.deps.live.size()).toEqual({ matches: 1, viewers: 1 });
    await stalled.body!.cancel();
    await reading.close();
  });
});
