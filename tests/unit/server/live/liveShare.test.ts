import { afterAll, beforeAll, beforeEach, describe, expect, test } from 'vitest';
import { createTenant, type Tenant } from '../support/fixtures';
import { json, startTestServer, type TestServer } from '../support/testServer';
import { shareMatch, type LiveShareAnswer } from './support/liveFixtures';

let server: TestServer;
let alpha: Tenant;
let beta: Tenant;

beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());
beforeEach(async () => {
  await server.truncateAll();
  alpha = await createTenant(server, 'Alpha');
  beta = await createTenant(server, 'Beta');
});

const sharePath = (tenant: Tenant) => `/api/matches/${tenant.ids.match}/live-share`;

describe('sharing a match live', () => {
  test('turning it on answers an unguessable link from the request origin, names shown', async () => {
    const share = await shareMatch(server, alpha);
    expect(share.shareId).toMatch(/^[A-Za-z0-9_-]{22,}$/);
    // At least 128 random bits: 22 base64url characters carry 132.
    expect(share.url).toBe(`http://localhost/live/${share.shareId}`);
    expect(share.showNames).toBe(true);
    const read = await server.request('GET', sharePath(alpha), { token: alpha.admin.token });
    expect(await json(read)).toEqual(share);
  });

  test('turning it on again answers the same share; showNames false switches to caps only and back', async () => {
    const first = await shareMatch(server, alpha);
    expect(await shareMatch(server, alpha)).toEqual(first);
    expect(await shareMatch(server, alpha, { showNames: false })).toEqual({ ...first, showNames: false });
    expect(await shareMatch(server, alpha)).toEqual({ ...first, showNames: false });
    expect(await shareMatch(server, alpha, { showNames: true })).toEqual(first);
  });

  test('two links of two matches differ', async () => {
    const [a, b] = [await shareMatch(server, alpha), await shareMatch(server, beta)];
    expect(a.shareId).not.toBe(b.shareId);
  });

  test('turning it off makes the link a 404; turning it on again makes a new link', async () => {
    const old = await shareMatch(server, alpha);
    expect((await server.request('DELETE', sharePath(alpha), { token: alpha.manager.token })).status).toBe(204);
    expect((await server.request('GET', `/api/live/${old.shareId}`)).status).toBe(404);
    expect((await server.request('GET', sharePath(alpha), { token: alpha.manager.token })).status).toBe(404);
    expect((await server.request('DELETE', sharePath(alpha), { token: alpha.manager.token })).status).toBe(204);
    const renewed = await shareMatch(server, alpha);
    expect(renewed.shareId).not.toBe(old.shareId);
    expect((await server.request('GET', `/api/live/${renewed.shareId}`)).status).toBe(200);
    expect((await server.request('GET', `/api/live/${old.shareId}`)).status).toBe(404);
  });

  test.each(['GET', 'POST', 'DELETE'])(
    '%s of another organisation’s match is a 404 and changes nothing',
    async (method) => {
      const share = await shareMatch(server, alpha);
      const response = await server.request(method, sharePath(alpha), { token: beta.manager.token });
      expect(response.status).toBe(404);
      expect(response.headers.get('Content-Type')).toContain('application/problem+json');
      expect(await json(await server.request('GET', sharePath(alpha), { token: alpha.manager.token }))).toEqual(share);
    },
  );

  test.each([
    ['no token', null, 401],
    ['an analyst', 'analyst', 403],
  ] as const)('%s may neither read nor change a share', async (_who, role, status) => {
    await shareMatch(server, alpha);
    const token = role ? alpha[role].token : undefined;
    for (const method of ['GET', 'POST', 'DELETE']) {
      expect((await server.request(method, sharePath(alpha), { token })).status, method).toBe(status);
    }
  });

  test.each([
    ['a missing match', '/api/matches/999999/live-share', {}, 404],
    ['a malformed id', '/api/matches/abc/live-share', {}, 400],
    ['showNames not a boolean', null, { showNames: 'no' }, 400],
    ['an unknown property', null, { showName: false }, 400],
  ])('%s is a problem, never a 500', async (_name, path, body, status) => {
    const response = await server.request('POST', path ?? sharePath(alpha), { token: alpha.manager.token, body });
    expect(response.status).toBe(status);
    expect(response.headers.get('Content-Type')).toContain('application/problem+json');
  });

  test('a malformed JSON body is a 400', async () => {
    const response = await server.request('POST', sharePath(alpha), { token: alpha.manager.token, raw: '{' });
    expect(response.status).toBe(400);
  });

  test('deleting the match deletes its share', async () => {
    const share: LiveShareAnswer = await shareMatch(server, alpha);
    const response = await server.request('DELETE', `/api/matches/${alpha.ids.match}`, { token: alpha.manager.token });
    expect(response.status).toBe(204);
    expect((await server.request('GET', `/api/live/${share.shareId}`)).status).toBe(404);
  });
});
