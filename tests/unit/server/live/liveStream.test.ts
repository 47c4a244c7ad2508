import type { AddressInfo } from 'node:net';
import { serve } from '@hono/node-server';
import { afterAll, beforeAll, beforeEach, describe, expect, test } from 'vitest';
import { createApp } from '../../../../src/server/app';
import { createLiveHub } from '../../../../src/server/live/createLiveHub';
import { createTenant, VALID_BODIES, type Tenant } from '../support/fixtures';
import { json, startTestServer, type TestServer } from '../support/testServer';
import { followSnapshots, goalBody, shareMatch, watchLive } from './support/liveFixtures';
import { readServerSentEvents } from './support/readServerSentEvents';

let server: TestServer;
let alpha: Tenant;

beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());
beforeEach(async () => {
  await server.deps.live.close();
  server.deps.live = createLiveHub({ db: server.db, listen: server.listen, log: server.deps.log, coalesceMs: 20 });
  await server.truncateAll();
  alpha = await createTenant(server, 'Alpha');
});

const post = (path: string, body: unknown) => server.request('POST', path, { token: alpha.manager.token, body });

describe('the live stream', () => {
  test('starts with the current snapshot, then follows a posted goal, its edit and its deletion', async () => {
    const { shareId } = await shareMatch(server, alpha);
    const live = await watchLive(server, shareId);
    expect(live.response.status).toBe(200);
    expect(live.response.headers.get('Content-Type')).toContain('text/event-stream');
    const first = await live.nextSnapshot();
    expect(first.snapshot.teams.team1.score).toBe(0);
    expect(first.id).toBe(String(first.snapshot.version));

    const goal = goalBody(alpha);
    const created = await post('/api/events', goal);
    expect(created.status).toBe(201);
    const { id } = await json<{ id: number }>(created);
    const scored = await live.nextSnapshot();
    expect(scored.snapshot.teams.team1.score).toBe(1);
    expect(scored.snapshot.plays).toMatchObject([{ id: goal.uuid, type: 'SHOOT', outcome: 'GOAL', cap: 5 }]);
    expect(scored.snapshot.version).toBeGreaterThan(first.snapshot.version);

    const edited = await server.request('PUT', `/api/events/${id}`, {
      token: alpha.manager.token,
      body: { ...goal, id, shootOutcome: 'MISSFOR' },
    });
    expect(edited.status).toBe(200);
    const missed = await live.nextSnapshot();
    expect(missed.snapshot.teams.team1.score).toBe(0);
    expect(missed.snapshot.plays[0]).toMatchObject({ id: goal.uuid, outcome: 'MISSFOR' });

    const deleted = await server.request('DELETE', `/api/events/${id}`, { token: alpha.manager.token });
    expect(deleted.status).toBe(204);
    const gone = await live.nextSnapshot();
    expect(gone.snapshot.plays).toEqual([]);
    await live.close();
  });

  test('a bulk post of many events reaches viewers as few snapshots, the last one complete', async () => {
    const { shareId } = await shareMatch(server, alpha);
    const live = await watchLive(server, shareId);
    await live.nextSnapshot();
    const goals = Array.from({ length: 30 }, (_, i) => goalBody(alpha, { time: 10 + i }));
    const bulk = await post('/api/events/bulk', goals);
    expect(bulk.status).toBeLessThan(300);
    let latest = await live.nextSnapshot();
    while (latest.snapshot.teams.team1.score < 30) latest = await live.nextSnapshot();
    expect(latest.snapshot.plays).toHaveLength(30);
    await live.close();
  });

  test('an event moved into the shared match and out again reaches its viewers both times', async () => {
    const { shareId } = await shareMatch(server, alpha);
    const other = await json<{ id: number }>(await post('/api/matches', VALID_BODIES.matches!(alpha.ids)));
    const goal = { ...goalBody(alpha), match: { id: other.id } };
    const { id } = await json<{ id: number }>(await post('/api/events', goal));
    const live = await watchLive(server, shareId);
    expect((await live.nextSnapshot()).snapshot.plays).toEqual([]);
    const moveTo = (matchId: number) =>
      server.request('PUT', `/api/events/${id}`, {
        token: alpha.manager.token,
        body: { ...goal, id, match: { id: matchId } },
      });

    expect((await moveTo(alpha.ids.match)).status).toBe(200);
    expect((await live.nextSnapshot()).snapshot.plays).toMatchObject([{ id: goal.uuid }]);
    expect((await moveTo(other.id)).status).toBe(200);
    expect((await live.nextSnapshot()).snapshot.plays).toEqual([]);
    await live.close();
  });

  test('a viewer reconnecting with the current Last-Event-ID gets nothing again; one behind gets the state', async () => {
    const { shareId } = await shareMatch(server, alpha);
    const watching = await watchLive(server, shareId);
    const { id, snapshot } = await watching.nextSnapshot();

    const upToDate = await watchLive(server, shareId, { 'Last-Event-ID': id! }, snapshot);
    await post('/api/events', goalBody(alpha));
    const next = await upToDate.nextSnapshot();
    // It holds the version it named: the goal comes as the change from it.
    expect(next.isPatch).toBe(true);
    expect(next.snapshot.teams.team1.score).toBe(1);
    expect(Number(next.id)).toBeGreaterThan(Number(id));

    const behind = await watchLive(server, shareId, { 'Last-Event-ID': id! });
    const resent = await behind.nextSnapshot();
    expect(resent.isPatch).toBe(false);
    expect(resent.id).toBe(next.id);
    expect(resent.snapshot.teams.team1.score).toBe(1);
    await Promise.all([watching.close(), upToDate.close(), behind.close()]);
  });

  test('sends a heartbeat comment on an idle stream', async () => {
    const hub = createLiveHub({ db: server.db, listen: server.listen, log: server.deps.log, heartbeatMs: 30 });
    const app = createApp({ ...server.deps, live: hub });
    const { shareId } = await shareMatch(server, alpha);
    const events = readServerSentEvents(await app.request(`http://localhost/api/live/${shareId}/stream`));
    expect((await events.next())?.data).toContain('"version"');
    expect(await events.next()).toMatchObject({ comment: 'heartbeat', data: '' });
    await events.close();
    await hub.close();
  });

  test('turning sharing off ends open streams and the link answers 404 from then on', async () => {
    const { shareId } = await shareMatch(server, alpha);
    const live = await watchLive(server, shareId);
    await live.nextSnapshot();
    const off = await server.request('DELETE', `/api/matches/${alpha.ids.match}/live-share`, {
      token: alpha.manager.token,
    });
    expect(off.status).toBe(204);
    expect(await live.nextData()).toBeNull();
    expect((await server.request('GET', `/api/live/${shareId}/stream`)).status).toBe(404);
    expect((await server.request('GET', `/api/live/${shareId}`)).status).toBe(404);
  });

  test('switching to caps only reaches the open stream without names', async () => {
    await server.request('POST', '/api/match-players', {
      token: alpha.manager.token,
      body: {
        cap: 5,
        match: { id: alpha.ids.match },
        team: { id: alpha.ids.team1 },
        player: { id: alpha.ids.player1 },
      },
    });
    await post('/api/events', goalBody(alpha));
    const { shareId } = await shareMatch(server, alpha);
    const live = await watchLive(server, shareId);
    expect((await live.nextSnapshot()).snapshot.plays[0]!.player).toBe('KovG');
    await shareMatch(server, alpha, { showNames: false });
    const capsOnly = await live.nextSnapshot();
    expect(capsOnly.snapshot.showNames).toBe(false);
    expect(capsOnly.snapshot.plays[0]).toMatchObject({ cap: 5, player: null });
    await live.close();
  });

  test('a viewer that stops reading holds up neither the writers nor the other viewers', async () => {
    const { shareId } = await shareMatch(server, alpha);
    const stalled = await server.request('GET', `/api/live/${shareId}/stream`);
    const reading = await watchLive(server, shareId);
    await reading.nextSnapshot();
    for (let i = 0; i < 5; i++) {
      expect((await post('/api/events', goalBody(alpha, { time: 20 + i }))).status).toBe(201);
      let seen = await reading.nextSnapshot();
      while (seen.snapshot.teams.team1.score < i + 1) seen = await reading.nextSnapshot();
    }
    expect(server.deps.live.size()).toEqual({ matches: 1, viewers: 2 });
    await stalled.body!.cancel();
    await reading.close();
  });

  test('on a real socket the stream carries the app’s headers and follows changes until sharing stops', async () => {
    const listening = serve({ fetch: server.app.fetch, port: 0, hostname: '127.0.0.1' });
    await new Promise((resolve) => listening.once('listening', resolve));
    const base = `http://127.0.0.1:${(listening.address() as AddressInfo).port}`;
    try {
      const { shareId } = await shareMatch(server, alpha);
      const response = await fetch(`${base}/api/live/${shareId}/stream`);
      expect(response.status).toBe(200);
      expect(response.headers.get('Content-Type')).toBe('text/event-stream');
      expect(response.headers.get('X-Content-Type-Options')).toBe('nosniff');
      expect(response.headers.get('X-Request-Id')).toBeTruthy();
      const events = readServerSentEvents(response);
      const states = followSnapshots(events);
      const scoreOf = async () => (await states.nextSnapshot()).snapshot.teams.team1.score;
      expect(await scoreOf()).toBe(0);
      await post('/api/events', goalBody(alpha));
      expect(await scoreOf()).toBe(1);
      await server.request('DELETE', `/api/matches/${alpha.ids.match}/live-share`, { token: alpha.manager.token });
      expect(await events.nextData()).toBeNull();
      expect(server.deps.live.size()).toEqual({ matches: 0, viewers: 0 });
    } finally {
      await new Promise((resolve) => listening.close(resolve));
    }
  });

  test('a viewer closing its connection on a real socket is forgotten', async () => {
    const listening = serve({ fetch: server.app.fetch, port: 0, hostname: '127.0.0.1' });
    await new Promise((resolve) => listening.once('listening', resolve));
    const base = `http://127.0.0.1:${(listening.address() as AddressInfo).port}`;
    try {
      const { shareId } = await shareMatch(server, alpha);
      const controller = new AbortController();
      const response = await fetch(`${base}/api/live/${shareId}/stream`, { signal: controller.signal });
      await readServerSentEvents(response).nextData();
      expect(server.deps.live.size()).toEqual({ matches: 1, viewers: 1 });
      controller.abort();
      await expect.poll(() => server.deps.live.size()).toEqual({ matches: 0, viewers: 0 });
    } finally {
      await new Promise((resolve) => listening.close(resolve));
    }
  });
});
