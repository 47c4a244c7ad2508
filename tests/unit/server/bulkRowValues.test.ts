import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { createTenant, type Tenant } from './support/fixtures';
import { json, startTestServer, type TestServer } from './support/testServer';

/** The bulk insert carries its rows as JSON into the database: every kind of column must arrive as sent. */
let server: TestServer;
let tenant: Tenant;

beforeAll(async () => {
  server = await startTestServer();
  tenant = await createTenant(server, 'Values');
});
afterAll(() => server.close());

/** Bodies with every field set: arrays, fractions, uuids, enums, instants, text with quotes, backslashes and emoji. */
const FULL_BODIES: Record<'events' | 'possessions', (ids: Tenant['ids']) => Record<string, unknown>> = {
  events: (ids) => ({
    match: { id: ids.match },
    team: { id: ids.team1 },
    quarter: 3,
    time: 1234,
    type: 'SHOOT',
    offense: true,
    extraPlayer: true,
    playersInWater: [1, 2, 3, 4, 5, 6, 13],
    possessionUuid: randomUUID(),
    opponentPossessionUuid: randomUUID(),
    opponentEventUuid: randomUUID(),
    videoTime: 754.125,
    formation: '4-2',
    opponentFormation: 'ZONE',
    centerPlayers: [6],
    backPlayers: [2, 3],
    post1PlayerNumber: 4,
    post2PlayerNumber: 5,
    playerNumber: 7,
    opponentPlayerNumber: 1,
    shootSituation: 'CENTER',
    shootOutcome: 'GOAL',
    shootType: 'BACKHAND',
    shootMethod: 'WET',
    shootAssistPlayerNumber1: 9,
    shootAssistPosition1: 2,
    shootAssistPlayerNumber2: 10,
    shootAssistPosition2: 5,
    isAttackingAfterShoot: false,
    shootFromPoolX: 900,
    shootFromPoolY: 400,
    shootToGoalX: 50,
    shootToGoalY: 60,
    notes: 'Said "wow" \\ then: 🤽 \u00e9 {a,b}',
    needsReview: true,
    recordedAt: '2026-11-28T08:15:03.412Z',
  }),
  possessions: (ids) => ({
    match: { id: ids.match },
    team: { id: ids.team1 },
    quarter: 2,
    timeFrom: 600,
    timeTo: 628,
    videoFrom: 100.5,
    videoTo: 128.25,
    playersInWater: [1, 4, 6, 8, 9, 10, 11],
    opponentPlayersInWater: [],
    offense: false,
    extraPlayer: true,
    isRestart: true,
    opponentPossessionUuid: randomUUID(),
    formation: 'PRESS',
    opponentFormation: 'ARC',
    recordedAt: '2026-11-28T08:14:51.007Z',
  }),
};

const withoutIdentity = ({ id: _id, uuid: _uuid, ...fields }: Record<string, unknown>) => fields;

describe('a row sent in bulk', () => {
  test.each(Object.keys(FULL_BODIES) as ('events' | 'possessions')[])(
    'is stored with every field as the same row sent alone (%s)',
    async (resource) => {
      const body = FULL_BODIES[resource](tenant.ids);
      const token = tenant.manager.token;
      const alone = await server.request('POST', `/api/${resource}`, { token, body: { ...body, uuid: randomUUID() } });
      expect(alone.status).toBe(201);
      const single = await json<Record<string, unknown>>(alone);
      const bulk = await server.request('POST', `/api/${resource}/bulk`, {
        token,
        body: [{ ...body, uuid: randomUUID() }],
      });
      const [result] = await json<{ status: number; id: number }[]>(bulk);
      expect(result!.status).toBe(201);
      const stored = await json<Record<string, unknown>>(
        await server.request('GET', `/api/${resource}/${result!.id}`, { token }),
      );
      const storedAlone = await json<Record<string, unknown>>(
        await server.request('GET', `/api/${resource}/${single.id as number}`, { token }),
      );
      expect(withoutIdentity(stored)).toEqual(withoutIdentity(storedAlone));
      for (const [field, value] of Object.entries(body)) {
        if (field !== 'match' && field !== 'team') expect(stored[field], field).toEqual(value);
      }
    },
  );
});
