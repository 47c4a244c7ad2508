import { describe, expect, it } from 'vitest';
import { buildScoresheet, type Scoresheet } from '../../../src/domain/scoresheet';
import { writeScoresheetPdf } from '../../../src/app/scoresheet/pdf/writeScoresheetPdf';
import { playerFullName } from '../../../src/app/scoresheet/scoresheetTexts';
import { scriptedStatsMatches } from '../../unit/domain/stats/scriptedStatsMatches';
import { pdfText, scoresheetFonts } from './pdfText';

const fonts = scoresheetFonts();
const NAMES = ['Budapest Honvéd', 'Szolnoki Dózsa', 'Pro Recco', 'Ferencvárosi TC'];
const FIRST_NAMES = [
  'Ödön',
  'Gergő',
  'Zsófia',
  'Lőrinc',
  'Ádám',
  'Bence',
  'Márk',
  'Tűz',
  'Éva',
  'Ákos',
  'Dávid',
  'Ernő',
  'Ida',
];

/** The scripted matches with Hungarian team and player names, so the accents must survive into the text. */
function namedMatches() {
  return scriptedStatsMatches().map((match) => {
    const teams = [match.match.team1, match.match.team2].map((team) => ({ ...team, name: NAMES[team.id - 1]! }));
    const matchPlayers = teams.flatMap((team) =>
      FIRST_NAMES.map((firstName, index) => ({
        id: team.id * 100 + index,
        cap: index + 1,
        goalKeeper: index === 0,
        match: { id: match.match.id },
        team: { id: team.id },
        player: { id: team.id * 100 + index, firstName, lastName: `Kővári${String.fromCharCode(65 + index)}ű` },
      })),
    );
    return {
      ...match,
      match: { ...match.match, team1: teams[0]!, team2: teams[1]!, league: { id: 7, name: 'OB I', season: '2026' } },
      matchPlayers,
    };
  });
}

/**
 * Collapses the layout's runs of spaces, so a row reads as its cells one space apart; the spaces around a dash
 * in large type are sometimes read as none.
 */
const squeezed = (text: string) => text.replace(/[ \t]+/g, ' ').replace(/ ?– ?/g, ' – ');

describe('the scoresheet PDF of each scripted match, read back as text', () => {
  const cases = namedMatches().map(
    (match) => [match.match.name!, buildScoresheet({ match, date: '2026-03-14' })] as const,
  );

  it.each(cases)(
    '%s holds the teams, final score, score by quarter and every scorer’s goals',
    async (_name, sheet: Scoresheet) => {
      const text = squeezed(pdfText(await writeScoresheetPdf(sheet, fonts)));
      const { team1, team2 } = sheet.teams;
      expect(text).toContain('OFFICIAL MATCH REPORT');
      expect(text).toContain(`${team1.name} ${team1.goals} – ${team2.goals} ${team2.name}`);
      for (const team of [team1, team2]) {
        const shootout = sheet.hasShootout ? ` ${team.shootoutGoals}` : '';
        expect(text).toContain(`${team.name} ${team.goalsByQuarter.join(' ')}${shootout} ${team.goals} `);
        for (const player of team.players.filter((candidate) => candidate.shooting.made > 0)) {
          const { made, attempts } = player.shooting;
          expect(text).toMatch(new RegExp(`\\n ?${player.cap} ${playerFullName(player)}[^\\n]* ${made}/${attempts} `));
        }
      }
      expect(text).toContain('2026-03-14');
      expect(text).toContain('OB I 2026');
    },
  );

  it('writes the shootout apart when there was one', async () => {
    const [, sheet] = cases[2]!;
    const text = squeezed(pdfText(await writeScoresheetPdf(sheet, fonts)));
    expect(text).toContain('after penalty shootout 3 – 4');
    expect(text).toMatch(/PSO [^\n]*PSO 3 – 4/);
  });

  it.each([
    ['a signed match closes with who verified it and when', { name: 'Kővári Éva', day: '2026-03-15' }, true],
    ['an open match prints no verification', null, false],
  ] as const)('%s', async (_name, verifiedBy, printed) => {
    const sheet = buildScoresheet({ match: namedMatches()[0]!, date: '2026-03-14', verifiedBy });
    const text = squeezed(pdfText(await writeScoresheetPdf(sheet, fonts)));
    expect(text.includes('Verified by Kővári Éva, 2026-03-15')).toBe(printed);
    expect(text.includes('Verified by')).toBe(printed);
  });

  it.each([
    [0, null],
    [1, '1 difference not reviewed: the two teams’ logs disagree.'],
    [3, '3 differences not reviewed: the two teams’ logs disagree.'],
  ] as const)('%i differences not reviewed print as %s', async (unreviewed, line) => {
    const sheet = buildScoresheet({ match: namedMatches()[0]!, date: '2026-03-14', unreviewed });
    const text = squeezed(pdfText(await writeScoresheetPdf(sheet, fonts)));
    if (line) expect(text).toContain(line);
    else expect(text).not.toContain('not reviewed');
  });
});
