import { Hono } from 'hono';
import { afterAll, beforeAll, beforeEach, describe, expect, test } from 'vitest';
import { AUTH_LIMITS } from '../../../src/server/auth/authLimits';
import { clientAddress } from '../../../src/server/auth/clientAddress';
import { createApp } from '../../../src/server/app';
import { loadConfig } from '../../../src/server/config';
import type { AppEnv } from '../../../src/server/http/appEnv';
import { requestContext } from '../../../src/server/http/requestContext';
import { startTestServer, type TestServer } from './support/testServer';

let server: TestServer;

beforeAll(async () => {
  server = await startTestServer();
});
beforeEach(async () => {
  await server.truncateAll();
  Object.assign(server.deps.authLimits, AUTH_LIMITS);
});
afterAll(() => server.close());

const configTrusting = (trustProxy: string | undefined) => ({
  ...server.deps.config,
  trustProxy: loadConfig({ TRUST_PROXY: trustProxy }).trustProxy,
});

/** What clientAddress answers for a request from `peer` carrying `forwardedFor`, under TRUST_PROXY. */
const addressSeen = async (trustProxy: string | undefined, peer: string, forwardedFor?: string) => {
  const app = new Hono<AppEnv>();
  app.use('*', requestContext({ ...server.deps, config: configTrusting(trustProxy) }));
  app.get('/', (c) => c.text(clientAddress(c)));
  const headers: Record<string, string> = forwardedFor === undefined ? {} : { 'X-Forwarded-For': forwardedFor };
  const response = await app.request(
    'http://localhost/',
    { headers },
    { incoming: { socket: { remoteAddress: peer } } },
  );
  return response.text();
};

describe('the client address', () => {
  test.each<[string, string | undefined, string, string | undefined, string]>([
    ['without TRUST_PROXY the header is ignored', undefined, '127.0.0.1', '203.0.113.7', '127.0.0.1'],
    [
      'a spoofed header from a peer that is no trusted proxy is ignored',
      '127.0.0.1',
      '198.51.100.9',
      '203.0.113.7',
      '198.51.100.9',
    ],
    [
      'from a trusted proxy the address it appended is the client',
      '127.0.0.1',
      '127.0.0.1',
      '203.0.113.7',
      '203.0.113.7',
    ],
    [
      'what a client wrote before the proxy appended its peer is not believed',
      '127.0.0.1',
      '127.0.0.1',
      '10.9.9.9, 203.0.113.7',
      '203.0.113.7',
    ],
    [
      'trusted proxies in a chain are passed over, right to left',
      '127.0.0.1, 10.0.0.0/8',
      '127.0.0.1',
      '1.1.1.1, 203.0.113.7, 10.1.2.3',
      '203.0.113.7',
    ],
    ['loopback names IPv4 and IPv6 loopback', 'loopback', '::1', '203.0.113.7', '203.0.113.7'],
    ['an IPv4-mapped peer matches its IPv4 entry', '127.0.0.1', '::ffff:127.0.0.1', '203.0.113.7', '203.0.113.7'],
    ['a hop with a port is its address', 'loopback', '127.0.0.1', '203.0.113.7:51234', '203.0.113.7'],
    ['a bracketed IPv6 hop with a port is its address', 'loopback', '127.0.0.1', '[2001:DB8::1]:443', '2001:db8::1'],
    ['a trusted proxy that sends no header is the client', 'loopback', '127.0.0.1', undefined, '127.0.0.1'],
    ['a hop that is no address stops at the proxy that passed it', 'loopback', '127.0.0.1', 'unknown', '127.0.0.1'],
    ['an address outside a trusted range is no proxy', '10.0.0.0/8', '11.0.0.1', '203.0.113.7', '11.0.0.1'],
  ])('%s', async (_label, trustProxy, peer, forwardedFor, client) => {
    expect(await addressSeen(trustProxy, peer, forwardedFor)).toBe(client);
  });

  test('TRUST_PROXY takes addresses, CIDR ranges and loopback, separated by commas or spaces', () => {
    expect(loadConfig({ TRUST_PROXY: 'loopback, 10.0.0.0/8 fd00::/8,192.0.2.1' }).trustProxy).toEqual([
      'loopback',
      '10.0.0.0/8',
      'fd00::/8',
      '192.0.2.1',
    ]);
    expect(loadConfig({}).trustProxy).toEqual([]);
  });

  test.each(['true', '10.0.0.0/33', 'proxy.example', '10.0.0.1/8/8', '::1/129'])(
    'TRUST_PROXY=%s stops the start, naming the entry',
    (value) => {
      expect(() => loadConfig({ TRUST_PROXY: value })).toThrow(`TRUST_PROXY: '${value}' is not an address`);
    },
  );
});

describe('login limits behind a proxy', () => {
  const loginThrough = (app: Hono<AppEnv>, peer: string, forwardedFor: string) =>
    app.request(
      'http://localhost/api/authenticate',
      {
        method: 'POST',
        headers: { 'Content-Type': 'application/json', 'X-Forwarded-For': forwardedFor },
        body: '{"username":"nobody","password":"guess"}',
      },
      { incoming: { socket: { remoteAddress: peer } } },
    );

  test('clients behind a trusted proxy are counted apart; a header from anyone else buys no fresh attempts', async () => {
    Object.assign(server.deps.authLimits, { perLoginAtAddress: 2 });
    const app = createApp({ ...server.deps, config: configTrusting('127.0.0.1') });
    const statuses = async (peer: string, forwardedFor: (i: number) => string) => {
      const answers = [];
      for (let i = 0; i < 3; i++) answers.push((await loginThrough(app, peer, forwardedFor(i))).status);
      return answers;
    };
    // An attacker that reaches the server directly rotates the header in vain: it is counted at its own address.
    expect(await statuses('198.51.100.9', (i) => `203.0.113.${i}`)).toEqual([401, 401, 429]);
    // Through the proxy, one client's failures are its own.
    expect(await statuses('127.0.0.1', () => '203.0.113.50')).toEqual([401, 401, 429]);
    expect(await statuses('127.0.0.1', () => '203.0.113.51')).toEqual([401, 401, 429]);
  }, 60_000);
});
