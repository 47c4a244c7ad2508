import { afterAll, beforeAll, describe, expect, test } from 'vitest';
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
  alpha = await createTenant(server, 'Alpha');
  beta = await createTenant(server, 'Beta');
  await server.request('POST', '/api/events', { token: alpha.manager.token, body: goalBody(alpha) });
  await server.request('POST', '/api/events', { token: beta.manager.token, body: goalBody(beta) });
  share = await shareMatch(server, alpha);
});
afterAll(() => server.close());

describe('the public live API', () => {
  test('answers the shared match’s snapshot to anyone, without an Authorization header', async () => {
    const response = await server.request('GET', `/api/live/${share.shareId}`);
    expect(response.status).toBe(200);
    expect(response.headers.get('Cache-Control')).toBe('no-store');
    const snapshot = await json<LiveSnapshot>(response);
    expect(snapshot).toMatchObject({
      match: { name: 'Alpha Sharks - Alpha Eels', status: 'SCHEDULED' },
      showNames: true,
      teams: { team1: { name: 'Alpha Sharks', score: 1 }, team2: { name: 'Alpha Eels', score: 0 } },
    });
    expect(snapshot.version).toBeGreaterThan(0);
  });

  test('a bad or expired token changes nothing: the page is public', async () => {
    const response = await server.request('GET', `/api/live/${share.shareId}`, {
      headers: { Authorization: 'Bearer not-a-token' },
    });
    expect(response.status).toBe(200);
  });

  test('says nothing of the organisation or of any other match', async () => {
    const text = await (await server.request('GET', `/api/live/${share.shareId}`)).text();
    expect(text).not.toMatch(/Polo Club|organization|"id":\s*\d|Beta|alpha-user|League/i);
  });

  test.each([
    ['an unknown share', '/api/live/AAAAAAAAAAAAAAAAAAAAAAAA'],
    ['an unknown share’s stream', '/api/live/AAAAAAAAAAAAAAAAAAAAAAAA/stream'],
    ['a match id instead of a share', '/api/live/1'],
    ['a share id with a suffix', `/api/live/${'A'.repeat(24)}x%2F..%2Fmatches`],
    ['a malformed share id', "/api/live/'%20or%201=1--"],
    ['a path below the stream', `/api/live/${'A'.repeat(24)}/stream/more`],
  ])('%s is a 404 problem', async (_name, path) => {
    const response = await server.request('GET', path);
    expect(response.status).toBe(404);
    expect(response.headers.get('Content-Type')).toContain('application/problem+json');
  });

  test.each([
    `/api/live/SHARE/../../matches`,
    `/api/live/SHARE/../../events`,
    `/api/live/SHARE/../../matches/MATCH/live-share`,
    `/api/live/SHARE/%2E%2E/%2E%2E/teams`,
  ])('probing %s out of a share reaches no data', async (template) => {
    const path = template.replace('SHARE', share.shareId).replace('MATCH', String(alpha.ids.match));
    const response = await server.request('GET', path);
    expect([401, 404]).toContain(response.status);
    expect(await response.text()).not.toMatch(/Sharks|Eels|shareId/);
  });

  test('another organisation’s match is not reachable through a share, whatever is added to the link', async () => {
    for (const query of [`?matchId=${beta.ids.match}`, `?match.id=${beta.ids.match}`, '?organizationId=2']) {
      const snapshot = await json<LiveSnapshot>(await server.request('GET', `/api/live/${share.shareId}${query}`));
      expect(snapshot.match.name).toBe('Alpha Sharks - Alpha Eels');
    }
  });

  test.each(['POST', 'PUT', 'PATCH', 'DELETE'])('%s on a share is no endpoint', async (method) => {
    const response = await server.request(method, `/api/live/${share.shareId}`, { body: {} });
    expect(response.status).toBe(404);
    expect((await server.request('GET', `/api/live/${share.shareId}`)).status).toBe(200);
  });
});
