import { beforeEach, describe, expect, it } from 'vitest';
import { setSession } from '../../../../src/data/auth/session';
import { db, type MatchRow } from '../../../../src/data/db';
import { LEAGUES_META_KEY, readListedMatches, refreshListedMatches } from '../../../../src/data/statistics';
import { resetDb } from '../outbox/outboxFixtures';
import { gatedServer } from '../pull/gatedServer';

const matchIn = (id: number, leagueId: number | null): MatchRow => ({
  id,
  name: `Match ${id}`,
  status: 'ENDED',
  team1: { id: 10, name: 'A' },
  team2: { id: 11, name: 'B' },
  ...(leagueId === null ? {} : { league: { id: leagueId, name: `League ${leagueId}` } }),
});

const MATCHES = [matchIn(1, 3), matchIn(2, 4), matchIn(3, null), matchIn(4, 5)];
/** League 5 is not among the leagues the server answers. */
const LEAGUES = [
  { id: 3, name: 'Short course', season: '2026', poolLength: 25 },
  { id: 4, name: 'No rules chosen', season: null, poolLength: null },
];

const poolLengths = async () =>
  Object.fromEntries((await readListedMatches()).map((match) => [match.id, match.poolLength]));

beforeEach(async () => {
  await resetDb();
  setSession({ token: 'token-1' });
});

describe("the pool of each match the statistics list, from its league's rules", () => {
  it('is read from the leagues the statistics cache with the matches', async () => {
    const server = gatedServer((path) => (path === '/matches' ? MATCHES : path === '/leagues' ? LEAGUES : []));
    server.release();
    await refreshListedMatches(server.client);
    expect(await poolLengths()).toEqual({
      1: 25,
      // Chose none: the World Aquatics 30 m, as a match without a league.
      2: 30,
      3: 30,
      // The league is not on the device: not known.
      4: null,
    });
  });

  it('is not known for a league cached by a build that did not keep pool lengths', async () => {
    await db.matches.bulkPut(MATCHES);
    await db.meta.put({ key: LEAGUES_META_KEY, value: LEAGUES.map(({ id, name, season }) => ({ id, name, season })) });
    expect(await poolLengths()).toEqual({ 1: null, 2: null, 3: 30, 4: null });
  });
});
