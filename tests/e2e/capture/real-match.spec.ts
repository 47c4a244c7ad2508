import { readFileSync } from 'node:fs';
import type { MatchEvent, Possession } from '../../../src/domain/model';
import { buildScoresheet, type Scoresheet, type ScoresheetTeam } from '../../../src/domain/scoresheet';
import type { StatsMatch } from '../../../src/domain/stats';
import { benchApi } from '../../bench/benchApi';
import { signedInPage } from '../../bench/browser';
import { playRealMatch, type MatchTaps } from '../../bench/realMatch/playRealMatch';
import { foulCode } from '../../../src/app/scoresheet/scoresheetCodes';
import { pdfText } from '../../component/scoresheet/pdfText';
import { loadRealMatch, type RealMatchName } from '../../unit/domain/playbyplay/loadRealMatch';
import { BASE_URL } from '../support/env';
import { expect, test } from '../support/fixtures';
import { StatisticsScreen } from '../statistics/StatisticsScreen';

/**
 * A team's official record as the paper sheet keeps it, without the clock (the scorer's clock is within 2 s of the
 * printed one, checked on its own): goals by quarter and by cap, major fouls by cap, kind and quarter and the
 * fouled-out mark, extra man, penalties, time-outs and cards by quarter.
 */
function officialRecord(team: ScoresheetTeam, quarters = Infinity) {
  const inReach = <T extends { quarter: number }>(moments: T[]) => moments.filter((m) => m.quarter <= quarters);
  return {
    goalsByQuarter: team.goalsByQuarter.slice(0, quarters),
    scorers: team.players
      .filter((player) => player.goalsByQuarter.slice(0, quarters).some((goals) => goals > 0))
      .map((player) => `#${player.cap} ${player.goalsByQuarter.slice(0, quarters).join(' ')}`),
    fouls: team.players.flatMap((player) =>
      inReach(player.majorFouls).map(
        (foul) => `#${player.cap} ${foul.kind === 'PENALTY_FOUL' ? 'P' : 'E'}Q${foul.quarter}`,
      ),
    ),
    ...(quarters === Infinity
      ? {
          fouledOut: team.players.filter((player) => player.isFouledOut).map((player) => player.cap),
          extraMan: `${team.extraMan.made}/${team.extraMan.attempts}`,
          penalties: `${team.penalties.made}/${team.penalties.attempts}`,
          timeouts: team.timeouts.map((timeout) => `Q${timeout.quarter}`),
          cards: team.cards.map((card) => `${card.card} ${card.cap ?? card.official} Q${card.quarter}`),
        }
      : {}),
  };
}

/** The scoresheet of the scorer's tablet alone: the first team's stored log, read back through the API. */
async function tabletScoresheet(token: string, played: MatchTaps): Promise<Scoresheet> {
  const api = benchApi(BASE_URL, token);
  const match = (await api.get<StatsMatch['match']>(`/matches/${played.matchId}`)).body;
  const ofTeam1 = `matchId.equals=${played.matchId}&teamId.equals=${match.team1.id}&size=5000&sort=id,asc`;
  return buildScoresheet({
    match: {
      match,
      events: (await api.get<MatchEvent[]>(`/events?${ofTeam1}`)).body,
      possessions: (await api.get<Possession[]>(`/possessions?${ofTeam1}`)).body,
    },
    date: null,
  });
}

/** The official record: the play-by-play converted for both teams, its first `quarters` quarters. */
function importedScoresheet(name: RealMatchName, quarters = Infinity): Scoresheet {
  const official = loadRealMatch(name).statsMatch;
  return buildScoresheet({
    match: {
      ...official,
      events: official.events.filter((event) => event.quarter <= quarters),
      possessions: official.possessions.filter((possession) => possession.quarter <= quarters),
    },
    date: null,
  });
}

/** Plays a real match on one tablet as its first team's scorer keeping both teams; every line taken on time. */
async function playOnOneTablet(
  browser: Parameters<typeof playRealMatch>[0],
  token: string,
  name: RealMatchName,
  viewport: { width: number; height: number },
  quarters?: number,
): Promise<MatchTaps> {
  const played = await playRealMatch(browser, { base: BASE_URL, token }, name, {
    lineLimit: Infinity,
    ...(quarters ? { quarters } : {}),
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
  return played;
}

/**
 * Real matches scored with the running clock, as a scorer at the table does: official play-by-plays
 * (tests/fixtures/realmatch) played line by line at their printed times, the clock started after every stop and put
 * right when it is 2 s or more off the scoreboard (the page clock runs 1 s of unlisted whistles per line ahead of it,
 * and stands still while the scorer taps, so the run is the same on a busy machine). Every line is taken, and every
 * stored event is within 2 s of its printed time. The scorer keeps both teams on the one tablet (their shooters,
 * excluded players, foulers, time-outs and cards by cap): the scoresheet read from that tablet's log alone gives both
 * teams the record the official play-by-play gives.
 */
test('2017-wch-m-bra-kaz: quarter 1 at 1024×768 with the running clock, every stored time within 2 s, both teams’ record', async ({
  browser,
  storedAuth,
}) => {
  // A hang guard: some 30 lines of checked taps take 1–2 minutes beside another worker on two cores.
  test.setTimeout(420_000);
  // A data manager's account prepares the teams, players and match, as before a real match.
  const { token } = await storedAuth('admin');
  const name = '2017-wch-m-bra-kaz';
  const played = await playOnOneTablet(browser, token, name, { width: 1024, height: 768 }, 1);
  const tablet = await tabletScoresheet(token, played);
  expect(tablet.teams.team2.isMirrored).toBe(true);
  const official = importedScoresheet(name, 1);
  // A quarter with goals and major fouls of both teams to compare.
  const kinds = official.log.map((entry) => `${entry.side} ${entry.kind}`);
  for (const kind of ['team1 GOAL', 'team2 GOAL', 'team1 EXCLUSION', 'team2 EXCLUSION']) expect(kinds).toContain(kind);
  for (const side of ['team1', 'team2'] as const) {
    expect(officialRecord(tablet.teams[side], 1), `${name} ${side}`).toEqual(officialRecord(official.teams[side], 1));
  }
});

/**
 * THA–HKG at Q3 3:53: one player of each team was excluded at the same whistle; the scorer records what he sees, a
 * pair exclusion (no man-up), where the importer reads two exclusions that each count as an extra-man opportunity
 * (tests/unit/domain/scoresheet/oneTabletRealMatches.test.ts).
 */
const PAIR_EXCLUSION_EXTRA_MAN = { team1: '2/8', team2: '6/11' } as const;

test('2025-asch-m-tha-hkg: the whole match at 768×1024 on one tablet gives both teams’ official record, and its scoresheet PDF reads it back', async ({
  browser,
  storedAuth,
}) => {
  // A hang guard: 66 lines, some 300 checked taps, take 2–4 minutes beside another worker on two cores.
  test.setTimeout(600_000);
  const { token } = await storedAuth('admin');
  const name = '2025-asch-m-tha-hkg';
  const viewport = { width: 768, height: 1024 };
  const played = await playOnOneTablet(browser, token, name, viewport);
  expect(played.stored.total).toBeGreaterThan(60);

  const tablet = await tabletScoresheet(token, played);
  const official = importedScoresheet(name);
  for (const side of ['team1', 'team2'] as const) {
    const expected = officialRecord(official.teams[side]);
    expect(officialRecord(tablet.teams[side]), `${name} ${side}`).toEqual({
      ...expected,
      extraMan: PAIR_EXCLUSION_EXTRA_MAN[side],
    });
  }

  // The scoresheet PDF of that match, downloaded from the statistics screen on the tablet and read as text.
  const page = await signedInPage(browser, BASE_URL, token, viewport);
  try {
    const screen = new StatisticsScreen(page);
    await screen.open(`?matches=${played.matchId}`);
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: 'Download scoresheet (PDF)' }).click(),
    ]);
    const text = pdfText(new Uint8Array(readFileSync(await download.path())));
    const record = text.slice(text.indexOf('RESULT'), text.indexOf('PROGRESS OF THE MATCH'));
    const rows = record.split('\n').map((row) => row.replace(/\s+/g, ' ').trim());
    const blocks = pdfTeamBlocks(record);
    expect(blocks).toHaveLength(2);
    for (const [index, side] of (['team1', 'team2'] as const).entries()) {
      // The result row: goals by quarter, final, extra man, penalties, time-outs (at the scorer's clock).
      const team = official.teams[side];
      const code = played.teamCodes[side];
      const timeouts = team.timeouts.map((timeout) => `Q${timeout.quarter} \\d:\\d\\d`).join(', ');
      const figures = `${team.goalsByQuarter.join(' ')} ${team.goals} ${PAIR_EXCLUSION_EXTRA_MAN[side]} ${team.penalties.made}/${team.penalties.attempts} ${timeouts}`;
      expect(
        rows.filter((row) => new RegExp(`^${code}( \\S+)? ${figures}$`).test(row)),
        figures,
      ).toHaveLength(1);
      // Each cap's major fouls under F1–F3, and 'out' when fouled out: as the tablet's record has them.
      const fouls = (players: { cap: number; fouls: string[]; isOut: boolean }[]) =>
        players.filter((player) => player.fouls.length > 0 || player.isOut);
      const recorded = tablet.teams[side].players.map((player) => ({
        cap: player.cap,
        fouls: player.majorFouls.map(foulCode),
        isOut: player.isFouledOut,
      }));
      expect(fouls(blocks[index]!), `${code} fouls by cap`).toEqual(fouls(recorded));
      expect(fouls(recorded).length).toBeGreaterThan(5);
    }
  } finally {
    await page.context().close();
  }
});

/**
 * Each team block of the PDF's record (pdftotext -layout keeps the columns), in order: every cap's codes under the
 * F1–F3 columns, and whether his name is marked '(out)'.
 */
function pdfTeamBlocks(record: string): { cap: number; fouls: string[]; isOut: boolean }[][] {
  const blocks: { cap: number; fouls: string[]; isOut: boolean }[][] = [];
  let columns: { from: number; to: number } | null = null;
  for (const line of record.split('\n')) {
    if (line.includes('F1') && line.includes('Pen F')) {
      columns = { from: line.indexOf('F1') - 2, to: line.indexOf('Pen F') - 1 };
      blocks.push([]);
      continue;
    }
    const cap = /^\s*(\d+)\s/.exec(line)?.[1];
    if (!columns || cap === undefined) continue;
    const fouls = line
      .slice(columns.from, columns.to)
      .split(/\s+/)
      .filter((code) => /^(E|E2|ES|EV|P)$/.test(code));
    blocks.at(-1)!.push({ cap: Number(cap), fouls, isOut: line.includes('(out)') });
  }
  return blocks;
}
