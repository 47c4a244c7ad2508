import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import type { LiveSnapshot } from '../../../../src/domain/live/liveSnapshot';
import { loadLiveMatch } from '../../../../src/server/live/loadLiveMatch';
import { createTenant, type Tenant } from '../support/fixtures';
import { json, startTestServer, type TestServer } from '../support/testServer';
import type { LiveShareAnswer } from './support/liveFixtures';

let server: TestServer;
let alpha: Tenant;
let nextName = 1;

beforeAll(async () => {
  server = await startTestServer();
  alpha = await createTenant(server, 'Pools');
});
afterAll(() => server.close());

/** A match of the tenant's teams in a new league with `rules`, or in none. */
async function matchIn(rules: Record<string, unknown> | null): Promise<number> {
  const name = `Pool ${nextName++}`;
  const league = rules ? { league: { id: await alpha.post('leagues', { name: `${name} League`, ...rules }) } } : {};
  return alpha.post('matches', { name, team1: { id: alpha.ids.team1 }, team2: { id: alpha.ids.team2 }, ...league });
}

describe("the live match's pool, from its league's rules", () => {
  test.each<[string, Record<string, unknown> | null, number]>([
    ['a league of 25 m pools', { poolLength: 25 }, 25],
    ['a league of 30 m pools', { poolLength: 30 }, 30],
    ['a league that chose none plays in a 30 m pool (World Aquatics)', {}, 30],
    ['a match without a league too', null, 30],
  ])('%s', async (_name, rules, poolLength) => {
    const data = await loadLiveMatch(server.db, await matchIn(rules));
    expect(data?.poolLength).toBe(poolLength);
  });

  test('reaches the public snapshot a spectator reads', async () => {
    const matchId = await matchIn({ poolLength: 25 });
    const share = await server.request('POST', `/api/matches/${matchId}/live-share`, { token: alpha.manager.token });
    const { shareId } = await json<LiveShareAnswer>(share);
    const snapshot = await json<LiveSnapshot>(await server.request('GET', `/api/live/${shareId}`));
    expect(snapshot.poolLength).toBe(25);
  });
});
