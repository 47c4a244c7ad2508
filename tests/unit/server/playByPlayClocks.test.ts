import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { createTenant, type Tenant } from './support/fixtures';
import { json, startTestServer, type TestServer } from './support/testServer';

let server: TestServer;
let alpha: Tenant;

beforeAll(async () => {
  server = await startTestServer();
  alpha = await createTenant(server, 'Alpha');
});
afterAll(() => server.close());

const HEADER = 'quarter,clock,team,cap,player,action,detail';

/** A match between two new teams of a league whose quarters last `quarterLength` seconds. */
async function matchInLeague(quarterLength: number) {
  const league = await alpha.post('leagues', { name: `Clocks ${Math.random()}`, quarterLength });
  const team1 = await alpha.post('teams', {
    name: `Clocks A ${Math.random()}`,
    shortName: 'AAA',
    league: { id: league },
  });
  const team2 = await alpha.post('teams', {
    name: `Clocks B ${Math.random()}`,
    shortName: 'BBB',
    league: { id: league },
  });
  return alpha.post('matches', {
    name: `Clocks ${Math.random()}`,
    team1: { id: team1 },
    team2: { id: team2 },
    league: { id: league },
  });
}
const putCsv = (matchId: number, lines: string[]) =>
  server.request('PUT', `/api/matches/${matchId}/tips?team1Code=AAA&team2Code=BBB`, {
    token: alpha.manager.token,
    raw: [HEADER, ...lines].join('\n'),
    headers: { 'Content-Type': 'text/csv' },
  });

describe('play-by-play clocks outside the quarter', () => {
  test.each([
    ['seconds past 59', 480, '1,25:99,AAA,2,X,GOAL,Action shot - goal', 'Line 2: clock "25:99" is not a time'],
    [
      '8:00 in a 7-minute league',
      420,
      '1,8:00,AAA,2,X,SPRINT_WON,Sprint won',
      'Line 2: clock "8:00" is longer than the quarter (7:00)',
    ],
  ])('%s is a 400 naming the line, and no tips are stored', async (_case, quarterLength, line, detail) => {
    const matchId = await matchInLeague(quarterLength);
    const response = await putCsv(matchId, [line, '1,6:00,BBB,3,Y,GOAL,Action shot - goal']);
    expect(response.status).toBe(400);
    expect((await json<{ detail: string }>(response)).detail).toContain(detail);
    const tips = await server.request('GET', `/api/matches/${matchId}/tips`, { token: alpha.manager.token });
    expect(await json(tips)).toEqual([]);
  });

  test('the quarter start of a 7-minute league is stored', async () => {
    const matchId = await matchInLeague(420);
    const response = await putCsv(matchId, [
      '1,7:00,AAA,2,X,SPRINT_WON,Sprint won',
      '1,6:00,BBB,3,Y,GOAL,Action shot - goal',
    ]);
    expect(response.status, await response.clone().text()).toBeLessThan(300);
  });
});
