import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { countingUuid, replayMatchScript } from '../../../src/domain/capture/script';
import { loadDemoScripts } from '../../../src/server/seed/loadDemoScripts';
import { asDeviceSends, linksOf, storedLinks } from './support/deviceLogs';
import { createTenant, VALID_BODIES, type Tenant } from './support/fixtures';
import { json, startTestServer, type TestServer } from './support/testServer';

/** A device's queued writes in one request: one result per entity, each as its own POST would have answered. */
type Result = { uuid: string | null; status: number; id?: number; problem?: Record<string, unknown> };
type Entity = Record<string, unknown> & { id: number; uuid: string };
type Resource = 'events' | 'possessions';

let server: TestServer;
let alpha: Tenant;
let beta: Tenant;

beforeAll(async () => {
  server = await startTestServer();
  [alpha, beta] = [await createTenant(server, 'Alpha'), await createTenant(server, 'Beta')];
});
afterAll(() => server.close());

const bulk = (resource: Resource, body: unknown, token = alpha.manager.token) =>
  server.request('POST', `/api/${resource}/bulk`, { token, body });

async function bulkResults(resource: Resource, body: unknown[], token = alpha.manager.token): Promise<Result[]> {
  const response = await bulk(resource, body, token);
  expect(response.status, await response.clone().text()).toBe(200);
  return json<Result[]>(response);
}

const eventBody = (fields: Record<string, unknown> = {}) => ({ ...VALID_BODIES.events!(alpha.ids), ...fields });

async function storedCount(resource: Resource, uuid: unknown, tenant = alpha): Promise<number> {
  const response = await server.request('GET', `/api/${resource}/count?uuid.equals=${String(uuid)}`, {
    token: tenant.analyst.token,
  });
  return json<number>(response);
}

/** A problem without the path it was asked on (the bulk's and the single POST's differ only there). */
const withoutPath = ({ path: _path, ...problem }: Record<string, unknown>) => problem;

describe('bulk create', () => {
  test('valid entities are created and invalid ones answer what their own POST answers, in the order sent', async () => {
    const invalid: [string, unknown][] = [
      ['no quarter', { ...eventBody(), quarter: undefined }],
      ['an id', eventBody({ id: 5 })],
      ['an unknown property', eventBody({ colour: 'blue' })],
      ['not an object', 42],
      ['a bad type', eventBody({ type: 'DUNK' })],
    ];
    const valid = [eventBody(), eventBody({ time: 20 })];
    const sent = [valid[0], ...invalid.map(([, body]) => body), valid[1]];
    const results = await bulkResults('events', sent);
    expect(results.map((r) => r.status)).toEqual([201, 400, 400, 400, 400, 400, 201]);
    for (const [index, [label, body]] of invalid.entries()) {
      const single = await server.request('POST', '/api/events', { token: alpha.manager.token, body });
      const result = results[index + 1]!;
      expect(result.problem, label).toBeDefined();
      expect(withoutPath(result.problem!), label).toEqual(withoutPath(await json(single)));
      expect(result.problem!.path, label).toBe('/api/events/bulk');
      expect(result.id, label).toBeUndefined();
    }
    for (const [index, body] of [
      [0, valid[0]!],
      [6, valid[1]!],
    ] as const) {
      const stored = await json<Entity>(
        await server.request('GET', `/api/events/${results[index]!.id}`, { token: alpha.analyst.token }),
      );
      expect(stored).toMatchObject({ uuid: body.uuid, time: body.time, match: { id: alpha.ids.match } });
      expect(results[index]!.uuid).toBe(body.uuid);
    }
  });

  test('a uuid twice in one batch is stored once; the later copy answers 200 with the same id', async () => {
    const first = eventBody();
    const results = await bulkResults('events', [first, { ...first, time: 99 }, eventBody()]);
    expect(results.map((r) => r.status)).toEqual([201, 200, 201]);
    expect(results[1]!.id).toBe(results[0]!.id);
    expect(await storedCount('events', first.uuid)).toBe(1);
    const stored = await json<Entity>(
      await server.request('GET', `/api/events/${results[0]!.id}`, { token: alpha.analyst.token }),
    );
    expect(stored.time).toBe(first.time);
  });

  test('a batch sent again answers 200 with the stored ids, as a single POST of each does', async () => {
    const bodies = [eventBody(), eventBody({ time: 30 })];
    const first = await bulkResults('events', bodies);
    const again = await bulkResults('events', bodies);
    expect(again).toEqual(first.map((r) => ({ ...r, status: 200 })));
    const single = await server.request('POST', '/api/events', { token: alpha.manager.token, body: bodies[0] });
    expect(single.status).toBe(200);
    expect((await json<Entity>(single)).id).toBe(first[0]!.id);
  });

  test('a single POST first, then a batch holding it: the batch answers it 200', async () => {
    const body = eventBody();
    const single = await json<Entity>(
      await server.request('POST', '/api/events', { token: alpha.manager.token, body }),
    );
    const results = await bulkResults('events', [eventBody(), body]);
    expect(results[1]).toEqual({ uuid: body.uuid, status: 200, id: single.id });
  });

  test('two clients sending overlapping batches at once store each uuid exactly once', async () => {
    const bodies = Array.from({ length: 60 }, (_, i) => eventBody({ time: i }));
    const [a, b] = await Promise.all([
      bulkResults('events', bodies.slice(0, 40), alpha.manager.token),
      bulkResults('events', bodies.slice(20), alpha.analyst.token),
    ]);
    const answers = new Map<string, Result[]>();
    for (const result of [...a!, ...b!]) answers.set(result.uuid!, [...(answers.get(result.uuid!) ?? []), result]);
    expect(answers.size).toBe(60);
    for (const [uuid, both] of answers) {
      expect(new Set(both.map((r) => r.id)).size, uuid).toBe(1);
      expect(
        both.filter((r) => r.status === 201),
        uuid,
      ).toHaveLength(1);
      expect(
        both.every((r) => r.status === 201 || r.status === 200),
        uuid,
      ).toBe(true);
    }
    for (const body of bodies.slice(15, 45)) expect(await storedCount('events', body.uuid)).toBe(1);
  });

  test("another organisation's match or team fails that entity alone, as its own POST does", async () => {
    const foreignMatch = eventBody({ match: { id: beta.ids.match } });
    const foreignTeam = eventBody({ team: { id: beta.ids.team1 } });
    const results = await bulkResults('events', [eventBody(), foreignMatch, foreignTeam, eventBody()]);
    expect(results.map((r) => r.status)).toEqual([201, 400, 400, 201]);
    expect(results[1]!.problem).toMatchObject({ fieldErrors: [{ objectName: 'event', field: 'match' }] });
    expect(results[2]!.problem).toMatchObject({ fieldErrors: [{ objectName: 'event', field: 'team' }] });
    for (const [index, body] of [
      [1, foreignMatch],
      [2, foreignTeam],
    ] as const) {
      const single = await server.request('POST', '/api/events', { token: alpha.manager.token, body });
      expect(withoutPath(results[index]!.problem!)).toEqual(withoutPath(await json(single)));
      expect(await storedCount('events', body.uuid)).toBe(0);
      expect(await storedCount('events', body.uuid, beta)).toBe(0);
    }
  });

  test('a uuid another organisation holds is created anew for the caller', async () => {
    const [theirs] = await bulkResults('events', [VALID_BODIES.events!(beta.ids)], beta.manager.token);
    const ours = await bulkResults('events', [eventBody({ uuid: theirs!.uuid })]);
    expect(ours[0]!.status).toBe(201);
    expect(ours[0]!.id).not.toBe(theirs!.id);
  });

  test('possessions are created in bulk the same way', async () => {
    const body = VALID_BODIES.possessions!(alpha.ids);
    const results = await bulkResults('possessions', [body, { ...body, timeFrom: 5 }, body]);
    expect(results.map((r) => r.status)).toEqual([201, 200, 200]);
    expect(results[0]!.id).toBe(results[2]!.id);
  });

  test('an empty batch answers an empty list', async () => {
    expect(await bulkResults('events', [])).toEqual([]);
  });
});

describe('bulk create refuses the whole request', () => {
  test.each([
    ['a JSON object', { uuid: randomUUID() }, 'JSON array'],
    ['a string', 'events', 'JSON array'],
    ['501 entities', Array.from({ length: 501 }, () => ({})), 'At most 500 events per request'],
  ])('when the body is %s (400 naming what is wrong)', async (_label, body, detail) => {
    const response = await bulk('events', body);
    expect(response.status).toBe(400);
    expect(response.headers.get('Content-Type')).toContain('application/problem+json');
    expect((await json<{ detail: string }>(response)).detail).toContain(detail);
  });

  test('when the body is larger than the limit (413 naming the limit), storing nothing', async () => {
    const bodies = Array.from({ length: 490 }, () => eventBody({ notes: 'x'.repeat(2000) }));
    const response = await bulk('events', bodies);
    expect(response.status).toBe(413);
    expect(await json(response)).toMatchObject({ status: 413, detail: expect.stringContaining('1000000 bytes') });
    expect(await storedCount('events', bodies[0]!.uuid)).toBe(0);
  });

  test('when the caller is not signed in (401) or belongs to no organisation (403)', async () => {
    const homeless = await server.createUser('bulk-homeless', ['ROLE_USER'], null);
    const body = [eventBody()];
    expect((await server.request('POST', '/api/events/bulk', { body })).status).toBe(401);
    expect((await bulk('events', body, homeless.token)).status).toBe(403);
    expect((await bulk('possessions', [VALID_BODIES.possessions!(alpha.ids)], homeless.token)).status).toBe(403);
    expect(await storedCount('events', body[0]!.uuid)).toBe(0);
  });

  test('when asked with another method (405)', async () => {
    expect((await server.request('GET', '/api/events/bulk', { token: alpha.manager.token })).status).toBe(405);
  });
});

describe('bulk create links the two scorers', () => {
  test('a scripted match sent in batches by two devices links as the seed links it', async () => {
    const tenant = await createTenant(server, 'Batches');
    const logs = replayMatchScript(loadDemoScripts()[1]!, {
      matchId: tenant.ids.match,
      team1Id: tenant.ids.team1,
      team2Id: tenant.ids.team2,
      newUuid: countingUuid(0xba7c),
    });
    // Each device flushes what it queued in bulk requests of consecutive writes to one resource, at most 25.
    const requestsOf = (queue: ReturnType<typeof asDeviceSends>) => {
      const requests: [Resource, Record<string, unknown>[]][] = [];
      for (const [resource, body] of queue) {
        const last = requests.at(-1);
        if (last && last[0] === resource && last[1].length < 25) last[1].push(body);
        else requests.push([resource, [body]]);
      }
      return requests;
    };
    const devices = [requestsOf(asDeviceSends(logs.team1, 0)), requestsOf(asDeviceSends(logs.team2, 4))];
    await Promise.all(
      devices.map(async (requests) => {
        for (const [resource, bodies] of requests) {
          const results = await bulkResults(resource, bodies, tenant.manager.token);
          expect(results.map((r) => r.status)).toEqual(bodies.map(() => 201));
        }
      }),
    );
    for (const kind of ['events', 'possessions'] as const) {
      const rows = await json<Entity[]>(
        await server.request('GET', `/api/${kind}?matchId.equals=${tenant.ids.match}&size=2000`, {
          token: tenant.analyst.token,
        }),
      );
      const actual = storedLinks(rows, tenant.ids.team1, kind);
      expect(actual, kind).toEqual(linksOf(logs, kind));
    }
    // A whole match's two logs: a busy machine needs more than the default allowance.
  }, 120_000);
});
