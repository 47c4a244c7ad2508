import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { createTenant, VALID_BODIES, type Tenant } from './support/fixtures';
import { json, startTestServer, type TestServer } from './support/testServer';

let server: TestServer;
let tenant: Tenant;
let other: Tenant;

beforeAll(async () => {
  server = await startTestServer();
  [tenant, other] = await Promise.all([createTenant(server, 'Review'), createTenant(server, 'Elsewhere')]);
});
afterAll(() => server.close());

type Differences = { differences: { kind: string; team1: string | null; team2: string | null }[] };
const review = (who: Tenant, matchId: number, token = who.analyst.token) =>
  server.request('GET', `/api/matches/${matchId}/review`, { token });

/** A shot of team1 and the other scorer's record of it, linked by the server, or team1's alone. */
async function postShot(opponentCap: number, time: number, withTheirs: boolean) {
  const base = VALID_BODIES.events!(tenant.ids);
  const ours = { ...base, uuid: randomUUID(), time, type: 'SHOOT', playerNumber: 5, opponentPlayerNumber: 1 };
  const post = (body: unknown) => server.request('POST', '/api/events', { token: tenant.manager.token, body });
  expect((await post(ours)).status).toBe(201);
  if (!withTheirs) return ours;
  const theirs = {
    ...ours,
    uuid: randomUUID(),
    opponentEventUuid: null,
    team: { id: tenant.ids.team2 },
    type: 'SHOOTAGAINST',
    offense: false,
    playerNumber: 1,
    opponentPlayerNumber: opponentCap,
    shootOutcome: base.shootOutcome,
  };
  expect((await post(theirs)).status).toBe(201);
  return ours;
}

describe('GET /api/matches/{id}/review', () => {
  test('lists where the two logs disagree: a cap, an event only one log has', async () => {
    await postShot(5, 100, true);
    await postShot(9, 200, true);
    const alone = await postShot(5, 300, false);
    const response = await review(tenant, tenant.ids.match);
    expect(response.status).toBe(200);
    const { differences } = await json<Differences>(response);
    expect(
      differences
        .map((difference) => difference.kind)
        .filter((kind) => kind !== 'score')
        .sort(),
    ).toEqual(['cap', 'onlyTeam1']);
    expect(differences.find((difference) => difference.kind === 'onlyTeam1')).toMatchObject({ team1: alone.uuid });
  });

  test('another organisation’s match is a 404, an unknown or malformed id a 404 or 400, never a 500', async () => {
    expect((await review(other, tenant.ids.match, other.manager.token)).status).toBe(404);
    expect((await review(tenant, 999_999)).status).toBe(404);
    expect((await review(tenant, 'x' as unknown as number)).status).toBe(400);
  });

  test('needs a signed-in member', async () => {
    const response = await server.request('GET', `/api/matches/${tenant.ids.match}/review`, {});
    expect(response.status).toBe(401);
  });
});

describe('GET /api/matches/{id}/review/official', () => {
  type Official = { hasOfficialLog: boolean; differences: { kind: string; item?: string; side: string }[] };
  const official = (matchId: number, token = tenant.analyst.token) =>
    server.request('GET', `/api/matches/${matchId}/review/official`, { token });

  test('without an imported play-by-play there is nothing to review against', async () => {
    const match = await tenant.post('matches', VALID_BODIES.matches!(tenant.ids));
    const response = await official(match);
    expect(response.status).toBe(200);
    expect(await json<Official>(response)).toEqual({ hasOfficialLog: false, differences: [] });
  });

  test('lists the goals one record has and the other lacks, and the goals by quarter', async () => {
    const match = await tenant.post('matches', VALID_BODIES.matches!(tenant.ids));
    const goal = (time: number) => ({
      ...VALID_BODIES.events!(tenant.ids),
      match: { id: match },
      time,
      type: 'SHOOT',
      shootOutcome: 'GOAL',
      playerNumber: 5,
    });
    for (const time of [60, 200]) await tenant.post('events', goal(time));
    const tips = [
      { quarter: 1, time: 62, side: 'team1', code: 'GA', cap: 5 },
      { quarter: 1, time: 300, side: 'team1', code: 'GA', cap: 7 },
    ];
    const put = await server.request('PUT', `/api/matches/${match}/tips`, { token: tenant.manager.token, body: tips });
    expect(put.status).toBe(200);

    const answer = await json<Official>(await official(match));
    expect(answer.hasOfficialLog).toBe(true);
    expect(answer.differences.map((difference) => `${difference.kind} ${difference.item ?? ''}`.trim()).sort()).toEqual(
      ['onlyCaptured goal', 'onlyOfficial goal'],
    );
  });

  test('another organisation’s match is a 404', async () => {
    expect((await official(tenant.ids.match, other.manager.token)).status).toBe(404);
  });
});
