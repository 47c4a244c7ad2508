import { afterAll, beforeAll, beforeEach, describe, expect, test } from 'vitest';
import type { LiveSnapshot } from '../../../../src/domain/live/liveSnapshot';
import { createTenant, type Tenant } from '../support/fixtures';
import { json, startTestServer, type TestServer } from '../support/testServer';
import { goalBody, shareMatch, type LiveShareAnswer } from './support/liveFixtures';

let server: TestServer;
let alpha: Tenant;
let beta: Tenant;
let share: LiveShareAnswer;

beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());
beforeEach(async () => {
  await server.truncateAll();
  alpha = await createTenant(server, 'Alpha');
  beta = await createTenant(server, 'Beta');
  await server.request('POST', '/api/events', { token: alpha.manager.token, body: goalBody(alpha) });
  share = await shareMatch(server, alpha);
});

const report = (body: unknown, tenant = alpha, token = tenant.analyst.token) =>
  server.request('PUT', `/api/matches/${tenant.ids.match}/clock`, { token, body });
const snapshot = async () => json<LiveSnapshot>(await server.request('GET', `/api/live/${share.shareId}`));

describe('the scorer’s game clock on the live page', () => {
  test('before any report the clock stands at the last recorded moment', async () => {
    const read = await snapshot();
    expect(read.clock).toBeUndefined();
    expect(read).toMatchObject({ quarter: 1, timeLeft: 380 });
  });

  test('a running clock reported by the scorer runs on the server’s time; a stop holds it', async () => {
    expect((await report({ quarter: 2, secondsLeft: 300, running: true })).status).toBe(204);
    const started = Date.parse('2025-03-01T10:00:00Z');
    expect((await snapshot()).clock).toEqual({ quarter: 2, secondsLeft: 300, running: true, rate: 1, at: started });

    server.advance(12_500);
    expect((await report({ quarter: 2, secondsLeft: 287.5, running: true })).status).toBe(204);
    server.advance(10_000);
    // The change is heard and the snapshot rebuilt; it reads the clock as of its build, a viewer runs it from `at`.
    await expect.poll(async () => (await snapshot()).clock?.secondsLeft).toBe(287.5);
    const running = await snapshot();
    expect(running.clock).toEqual({
      quarter: 2,
      secondsLeft: 287.5,
      running: true,
      rate: 1,
      at: started + 12_500,
    });
    expect([288, 278]).toContain(running.timeLeft);

    expect((await report({ quarter: 2, secondsLeft: 277.5, running: false })).status).toBe(204);
    await expect.poll(async () => (await snapshot()).clock?.running).toBe(false);
    expect(await snapshot()).toMatchObject({ quarter: 2, timeLeft: 278, clock: { secondsLeft: 277.5 } });
  });

  test('a report behind the recorded quarter is not shown', async () => {
    await server.request('POST', '/api/events', {
      token: alpha.manager.token,
      body: goalBody(alpha, { quarter: 3, time: 1000 }),
    });
    await report({ quarter: 2, secondsLeft: 100, running: true });
    await expect.poll(async () => (await snapshot()).quarter).toBe(3);
    expect((await snapshot()).clock).toBeUndefined();
  });

  test('a match nobody shares keeps nothing and still answers 204', async () => {
    expect((await report({ quarter: 1, secondsLeft: 480, running: false }, beta)).status).toBe(204);
  });

  test.each([
    ['no body', undefined],
    ['a quarter of 0', { quarter: 0, secondsLeft: 10, running: true }],
    ['negative seconds', { quarter: 1, secondsLeft: -1, running: true }],
    ['running as text', { quarter: 1, secondsLeft: 10, running: 'yes' }],
    ['an unknown field', { quarter: 1, secondsLeft: 10, running: true, colour: 'red' }],
    ['a list', [1, 2]],
  ])('%s is a 400, never a 500', async (_, body) => {
    expect((await report(body)).status).toBe(400);
  });

  test('another organisation’s match is a 404, no token a 401', async () => {
    expect((await report({ quarter: 1, secondsLeft: 10, running: true }, alpha, beta.manager.token)).status).toBe(404);
    const anonymous = await server.request('PUT', `/api/matches/${alpha.ids.match}/clock`, {
      body: { quarter: 1, secondsLeft: 10, running: true },
    });
    expect(anonymous.status).toBe(401);
  });
});
