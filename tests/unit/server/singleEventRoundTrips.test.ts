import { randomUUID } from 'node:crypto';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { createTenant, type Tenant } from './support/fixtures';
import { json, startTestServer, type TestServer } from './support/testServer';

type Entity = Record<string, unknown>;
let server: TestServer;
let alpha: Tenant;
let queries = 0;
const query = pg.Client.prototype.query as (...args: unknown[]) => unknown;

/** Round trips to PostgreSQL are counted at the driver; on PGlite there are none to count. */
describe.skipIf(!process.env.DATABASE_URL)('a single event POST on PostgreSQL', () => {
  beforeAll(async () => {
    server = await startTestServer();
    alpha = await createTenant(server, 'Alpha');
    pg.Client.prototype.query = function countedQuery(this: pg.Client, ...args: unknown[]) {
      queries++;
      return query.apply(this, args);
    } as typeof pg.Client.prototype.query;
  });
  afterAll(async () => {
    pg.Client.prototype.query = query as typeof pg.Client.prototype.query;
    await server.close();
  });

  const shot = (team: number, type: string, time: number) => ({
    uuid: randomUUID(),
    match: { id: alpha.ids.match },
    team: { id: team },
    quarter: 2,
    time,
    type,
    offense: type === 'SHOOT',
    opponentEventUuid: randomUUID(),
  });
  const posted = async (body: Entity) => {
    const before = queries;
    const response = await server.request('POST', '/api/events', { token: alpha.manager.token, body });
    expect(response.status, await response.clone().text()).toBe(201);
    return { row: await json<Entity>(response), roundTrips: queries - before };
  };
  const stored = async (row: Entity) =>
    json<Entity>(await server.request('GET', `/api/events/${row.id}`, { token: alpha.manager.token }));

  test('an event that finds nothing to link: its insert, and its reads under the lock as one transaction', async () => {
    await posted(shot(alpha.ids.team1, 'SHOOT', 10)); // the caller's principal is read once, then remembered
    const { row, roundTrips } = await posted(shot(alpha.ids.team1, 'SHOOT', 200));
    expect(roundTrips).toBe(2);
    expect((await stored(row)).opponentEventUuid).toBe(row.opponentEventUuid);
  });

  test('an event whose counterpart is stored still links to it, in a transaction of its own', async () => {
    const { row: goal } = await posted(shot(alpha.ids.team1, 'SHOOT', 400));
    const { row: against, roundTrips } = await posted(shot(alpha.ids.team2, 'SHOOTAGAINST', 401));
    expect(roundTrips).toBeGreaterThan(2);
    expect(against.opponentEventUuid).toBe(goal.uuid);
    expect((await stored(goal)).opponentEventUuid).toBe(against.uuid);
  });
});
