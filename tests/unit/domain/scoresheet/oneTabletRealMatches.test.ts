import { beforeAll, describe, expect, it } from 'vitest';
import { writeScoresheetPdf } from '../../../../src/app/scoresheet/pdf/writeScoresheetPdf';
import {
  replayMatchScript,
  type CaptureSession,
  type MatchScript,
  type ScriptLine,
} from '../../../../src/domain/capture/script';
import { leagueRulesOf, MAX_PLAYERS_IN_WATER, type TeamSide } from '../../../../src/domain/model';
import { leagueOfScript } from '../../../bench/realMatch/leagueOfScript';
import { ownCapsOf } from '../../../bench/realMatch/ownCapsOf';
import { possessionNeed } from '../../../bench/realMatch/possessionNeed';
import { buildScoresheet, type ScoresheetTeam } from '../../../../src/domain/scoresheet';
import { loadRealMatchScript, REAL_MATCH_NAMES } from '../../../bench/realMatch/loadRealMatchScript';
import { pdfText, scoresheetFonts } from '../../../component/scoresheet/pdfText';
import { loadRealMatch, type RealMatchName } from '../playbyplay/loadRealMatch';
import { loadEnglishScoresheetTexts } from './loadEnglishScoresheetTexts';

/** A scorer keeping both teams on one tablet records the other team's time-outs and cards too. */
function keptByOneTablet(script: MatchScript): MatchScript {
  return {
    ...script,
    lines: script.lines.map((line) =>
      line.action.verb === 'timeout' || line.action.verb === 'card'
        ? { ...line, action: { ...line.action, isKeptByBoth: true } }
        : line,
    ),
  };
}

/**
 * What a scorer does that a real log does not print (tests/bench/realMatch/playRealLine.ts): a player of ours who acts
 * and is not in the water comes in first, for the field player quiet longest; and where the log skipped a change of
 * possession, the ball is given to the side the event needs (this replay names events from the ball, type first).
 */
function asTheScorer() {
  const lastActed = new Map<number, number>();
  return (session: CaptureSession, _side: string, line: ScriptLine) => {
    const caps = ownCapsOf(line);
    for (const cap of caps) {
      const { playersInWater, goalkeeper } = session.state;
      if (playersInWater.includes(cap)) continue;
      if (playersInWater.length >= MAX_PLAYERS_IN_WATER) {
        const quietest = playersInWater
          .filter((other) => other !== goalkeeper && !caps.includes(other))
          .sort((a, b) => (lastActed.get(a) ?? -1) - (lastActed.get(b) ?? -1))[0];
        if (quietest !== undefined) session.send({ type: 'togglePlayer', cap: quietest });
      }
      session.send({ type: 'togglePlayer', cap });
    }
    for (const cap of caps) lastActed.set(cap, line.lineNumber);
    const need = possessionNeed(line);
    if (need !== null && session.state.offense !== (need === 'team1')) session.send({ type: 'changePossession' });
  };
}

/** A team's official record as the paper sheet keeps it: goals by cap and quarter, major fouls by cap, … */
function officialRecord(team: ScoresheetTeam) {
  return {
    goals: team.goals,
    goalsByQuarter: team.goalsByQuarter,
    scorers: team.players
      .filter((player) => player.goalsByQuarter.some((goals) => goals > 0))
      .map((player) => `#${player.cap} ${player.goalsByQuarter.join(' ')}`),
    fouls: team.players
      .filter((player) => player.majorFouls.length > 0)
      .map(
        (player) =>
          `#${player.cap} ${player.majorFouls.map((foul) => `${foul.kind === 'PENALTY_FOUL' ? 'P' : 'E'}Q${foul.quarter} ${foul.clock}`).join(', ')}${player.isFouledOut ? ' out' : ''}`,
      ),
    extraMan: `${team.extraMan.made}/${team.extraMan.attempts}`,
    penalties: `${team.penalties.made}/${team.penalties.attempts}`,
    timeouts: team.timeouts.map((timeout) => `Q${timeout.quarter} ${timeout.clock}`),
    cards: team.cards.map((card) => `${card.card} ${card.cap ?? card.official} Q${card.quarter} ${card.clock}`),
  };
}

/**
 * The three real matches (tests/fixtures/realmatch) scored whole on one tablet by the first team's scorer keeping
 * both teams (the script the taps bench plays, through the capture engine): the scoresheet read from that one log
 * gives both teams the official record the imported official play-by-play gives (itself checked against the
 * published figures in tests/unit/domain/stats/realMatches.test.ts).
 */
/** The first team's tablet's log of a whole real match, its scorer keeping both teams. */
export function oneTabletLogs(name: RealMatchName) {
  const { match } = loadRealMatch(name).statsMatch;
  const { script } = loadRealMatchScript(name);
  return replayMatchScript(keptByOneTablet(script), {
    matchId: match.id,
    team1Id: match.team1.id,
    team2Id: match.team2.id,
    scorers: ['team1'],
    rules: leagueRulesOf({ ...leagueOfScript(script), quarterLength: script.quarterLength }),
    beforeLine: asTheScorer(),
  });
}

/**
 * Where the tablet's record and the imported one differ, and why. THA–HKG: at Q3 3:53 one player of each team was
 * excluded at the same whistle; the scorer records what he sees, a pair exclusion (E2, no man-up), where the importer
 * reads two exclusions that each count as an extra-man opportunity. The score sheet names no goalkeeper facing the
 * shots; the tablet has each team's starting goalkeeper in goal (saves 0, every goal against).
 */
const KNOWN: Partial<
  Record<
    RealMatchName,
    { extraMan: Partial<Record<TeamSide, string>>; onlyOneTablet: string[]; onlyImported: string[] }
  >
> = {
  // ESP's Q4 3:25 goal, an "Action shot" 19 s after an exclusion: the tablet's exclusion timer still ran (man-up, as
  // the scorer saw it unless the excluded player came back early and the scorer ended the man-up by hand); Omega's
  // label says even strength, and the import follows the label.
  '2017-wch-w-usa-esp': {
    extraMan: { team2: '3/12' },
    onlyOneTablet: ['ESP 1 2 2 3 8 3/12 1/1 Q1 2:46, Q2 0:46, Q3 1:34, Q4 0:16'],
    onlyImported: ['ESP 1 2 2 3 8 2/12 1/1 Q1 2:46, Q2 0:46, Q3 1:34, Q4 0:16'],
  },
  '2025-asch-m-tha-hkg': {
    extraMan: { team1: '2/8', team2: '6/11' },
    onlyOneTablet: [
      'THA 3 2 3 7 15 2/8 4/4 Q2 0:22, Q4 4:17',
      'HKG 2 5 2 5 14 6/11 3/3 Q2 2:00, Q4 2:25',
      '1 – (GK) 0 14',
      '3 – E2',
      '1 – (GK) 0 15',
      '8 – (out) 2/2 2 E2 E ES',
    ],
    onlyImported: [
      'THA 3 2 3 7 15 2/9 4/4 Q2 0:22, Q4 4:17',
      'HKG 2 5 2 5 14 6/12 3/3 Q2 2:00, Q4 2:25',
      '3 – E',
      '8 – (out) 2/2 2 E E ES',
    ],
  },
};

/**
 * The result and both teams' blocks of the PDF as a reader copies them (pdftotext): goals by quarter, extra man,
 * penalties and time-outs per team; each cap's goals by quarter, major fouls and 'out'; the cards. A team read from the
 * other team's log says so in its heading: left out, so the two PDFs compare line by line.
 */
async function pdfRecordLines(sheet: ReturnType<typeof buildScoresheet>): Promise<string[]> {
  const text = pdfText(await writeScoresheetPdf(sheet, scoresheetFonts()));
  const record = text.slice(text.indexOf('RESULT'), text.indexOf('PROGRESS OF THE MATCH'));
  return record
    .split('\n')
    .map((line) =>
      line
        .replace(/\s+/g, ' ')
        .replace(/ read from the log of \w+$/, '')
        .trim(),
    )
    .filter(Boolean);
}

const missingFrom = (lines: string[], others: string[]) => {
  const left = [...others];
  return lines.filter((line) => {
    const at = left.indexOf(line);
    if (at === -1) return true;
    left.splice(at, 1);
    return false;
  });
};

beforeAll(loadEnglishScoresheetTexts);

describe.each(REAL_MATCH_NAMES)('%s kept whole on one tablet', (name) => {
  const official = loadRealMatch(name);
  const logs = oneTabletLogs(name);
  const oneTablet = buildScoresheet({
    match: { match: official.statsMatch.match, events: logs.team1.events, possessions: logs.team1.possessions },
    date: null,
  });
  const imported = buildScoresheet({ match: official.statsMatch, date: null });
  const known = KNOWN[name];

  it.each(['team1', 'team2'] as const)('%s: the official record equals the imported play-by-play’s', (side) => {
    expect(oneTablet.teams[side].isMirrored).toBe(side === 'team2');
    const expected = officialRecord(imported.teams[side]);
    expect(officialRecord(oneTablet.teams[side])).toEqual({
      ...expected,
      extraMan: known?.extraMan[side] ?? expected.extraMan,
    });
  });

  it('the scoresheet PDF reads back both teams’ record as the imported play-by-play’s does', async () => {
    const [ours, theirs] = await Promise.all([pdfRecordLines(oneTablet), pdfRecordLines(imported)]);
    expect(ours.length).toBeGreaterThan(20);
    expect({ onlyOneTablet: missingFrom(ours, theirs), onlyImported: missingFrom(theirs, ours) }).toEqual({
      onlyOneTablet: known?.onlyOneTablet ?? [],
      onlyImported: known?.onlyImported ?? [],
    });
  });
});
