import { beforeAll, describe, expect, it } from 'vitest';
import { activateLanguage } from '../../../src/app/i18n';
import { writeScoresheetPdf } from '../../../src/app/scoresheet/pdf/writeScoresheetPdf';
import { buildScoresheet } from '../../../src/domain/scoresheet';
import { scriptedStatsMatches } from '../../unit/domain/stats/scriptedStatsMatches';
import { pdfText, scoresheetFonts } from './pdfText';

/** The scripted shootout match with Hungarian team names, so ő and ű must survive in names and texts alike. */
function shootoutMatch() {
  const match = scriptedStatsMatches()[2]!;
  return {
    ...match,
    match: {
      ...match.match,
      team1: { ...match.match.team1, name: 'Szőnyi Úszók' },
      team2: { ...match.match.team2, name: 'Fűzfői Vízilabda' },
    },
  };
}

const squeezed = (text: string) => text.replace(/[ \t]+/g, ' ').replace(/ ?– ?/g, ' – ');

describe('the scoresheet PDF printed while the app speaks Hungarian', () => {
  beforeAll(() => activateLanguage('hu'));

  it('has Hungarian headings, columns, notes and legend, with every accented letter read back', async () => {
    const sheet = buildScoresheet({
      match: shootoutMatch(),
      date: '2026-03-14',
      verifiedBy: { name: 'Szőke Ödön', day: '2026-03-15' },
    });
    const text = squeezed(pdfText(await writeScoresheetPdf(sheet, scoresheetFonts())));
    for (const words of [
      'VÍZILABDA',
      'HIVATALOS JEGYZŐKÖNYV',
      'Bajnokság',
      'Helyszín',
      'Szőnyi Úszók',
      'Fűzfői Vízilabda',
      'ötméterespárbaj után 3 – 4',
      'EREDMÉNY',
      'Csapat 1 2 3 4 PSO Össz. Emberelőny Ötméteresek Időkérések',
      'SZŐNYI ÚSZÓK',
      'FŰZFŐI VÍZILABDA',
      'Sz. Név G/L',
      'A MÉRKŐZÉS MENETE',
      'Idő Csapat Sz. Kód Állás',
      'EG emberelőnyből szerzett gól',

      'H1 – H3 súlyos hibák',
      'KG kapott gólok',
      'Hitelesítette: Szőke Ödön, 2026-03-15',
    ])
      expect(text).toContain(words);
    expect(text).toMatch(/\d\. n\. \d+:\d\d/);
    for (const english of ['OFFICIAL MATCH REPORT', 'RESULT', 'PROGRESS OF THE MATCH', 'goals against'])
      expect(text).not.toContain(english);
  });
});
