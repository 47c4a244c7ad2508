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
