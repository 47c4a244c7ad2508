import type { MatchEvent, Possession } from '../../../src/domain/model';
import { buildScoresheet, type ScoresheetTeam } from '../../../src/domain/scoresheet';
import type { StatsMatch } from '../../../src/domain/stats';
import { benchApi } from '../../bench/benchApi';
import { playRealMatch } from '../../bench/realMatch/playRealMatch';
import { loadRealMatch } from '../../unit/domain/playbyplay/loadRealMatch';
import { BASE_URL } from '../support/env';
import { expect, test } from '../support/fixtures';

/** A team's official record of the first quarter as the scoresheet shows it: goals and major fouls by cap. */
function quarterOneRecord(team: ScoresheetTeam) {
  return {
    goals: team.players
      .filter((player) => (player.goalsByQuarter[0] ?? 0) > 0)
      .map((player) => `#${player.cap}:${player.goalsByQuarter[0]}`),
    // By cap and kind; the clock is the scorer's (within 2 s of the printed one, checked above).
    fouls: team.players.flatMap((player) =>
      player.majorFouls
        .filter((foul) => foul.quarter === 1)
        .map((foul) => `#${player.cap}:${foul.kind === 'PENALTY_FOUL' ? 'P' : 'E'}`),
    ),
  };
}

/**
 * A real quarter scored with the running clock, as a scorer at the table does: the first quarter of two official
 * play-by-plays (tests/fixtures/realmatch) played line by line at their printed times, the clock started after every
 * stop and put right when it is 2 s or more off the scoreboard (the page clock runs 1 s of unlisted whistles per line
 * ahead of it, and stands still while the scorer taps, so the run is the same on a busy machine). Every line is taken,
 * and every stored event is within 2 s of its printed time. The scorer keeps both teams on the one tablet (their
 * shooters, excluded players and foulers by cap): the scoresheet read from that tablet's log alone gives both teams'
 * goals and major fouls by cap as the official play-by-play does.
 */
for (const [name, viewport] of [
  ['2017-wch-m-bra-kaz', { width: 1024, height: 768 }],
  ['2025-asch-m-tha-hkg', { width: 768, height: 1024 }],
] as const) {
  test(`${name}: quarter 1 at ${viewport.width}×${viewport.height} with the running clock, every stored time within 2 s, both teams' record`, async ({
    browser,
    storedAuth,
  }) => {
    // A hang guard: some 30 lines of checked taps take 2–4 minutes beside another worker on two cores, and a tap has
    // waited over 15 s for its control there.
    test.setTimeout(420_000);
    // A data manager's account prepares the teams, players and match, as before a real match.
    const { token } = await storedAuth('admin');
    const played = await playRealMatch(browser, { base: BASE_URL, token }, name, {
      lineLimit: Infinity,
      quarters: 1,
      whistleSeconds: 1,
      lineTimeoutMs: 30_000,
      viewport,
    });
    expect(played.clock).toMatch(/^running clock/);
    expect(played.keepsTheirs).toBe(true);
    expect(played.lines.filter((line) => line.failure)).toEqual([]);
    expect(played.stored.missing).toEqual([]);
    expect(played.stored.off).toEqual([]);
    expect(played.stored.within).toBe(played.stored.total);
    expect(played.stored.total).toBeGreaterThan(5);

    // The tablet's log, as the server holds it: only the first team was scored, the second is read from it.
    const api = benchApi(BASE_URL, token);
    const match = (await api.get<StatsMatch['match']>(`/matches/${played.matchId}`)).body;
    const ofTeam1 = `matchId.equals=${played.matchId}&teamId.equals=${match.team1.id}&size=5000&sort=id,asc`;
    const tablet = buildScoresheet({
      match: {
        match,
        events: (await api.get<MatchEvent[]>(`/events?${ofTeam1}`)).body,
        possessions: (await api.get<Possession[]>(`/possessions?${ofTeam1}`)).body,
      },
      date: null,
    });
    expect(tablet.teams.team2.isMirrored).toBe(true);
    // The official record: the play-by-play converted for both teams, its first quarter.
    const official = loadRealMatch(name).statsMatch;
    const firstQuarter = buildScoresheet({
      match: {
        ...official,
        events: official.events.filter((event) => event.quarter === 1),
        possessions: official.possessions.filter((possession) => possession.quarter === 1),
      },
      date: null,
    });
    // A quarter with goals and major fouls of both teams to compare.
    const kinds = firstQuarter.log.map((entry) => `${entry.side} ${entry.kind}`);
    for (const kind of ['team1 GOAL', 'team2 GOAL', 'team1 EXCLUSION', 'team2 EXCLUSION'])
      expect(kinds).toContain(kind);
    for (const side of ['team1', 'team2'] as const) {
      expect(quarterOneRecord(tablet.teams[side]), `${name} ${side}`).toEqual(
        quarterOneRecord(firstQuarter.teams[side]),
      );
    }
  });
}
