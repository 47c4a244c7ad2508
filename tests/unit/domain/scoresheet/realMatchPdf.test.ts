import { beforeAll, describe, expect, it } from 'vitest';
import { writeScoresheetPdf } from '../../../../src/app/scoresheet/pdf/writeScoresheetPdf';
import { buildScoresheet } from '../../../../src/domain/scoresheet';
import { pdfText, scoresheetFonts } from '../../../component/scoresheet/pdfText';
import { loadRealMatch } from '../playbyplay/loadRealMatch';
import { loadEnglishScoresheetTexts } from './loadEnglishScoresheetTexts';

/** The PDF of a real official score sheet's match (kept here, where the real matches' fixtures load). */
describe('the scoresheet PDF of THA 15–14 HKG', () => {
  beforeAll(loadEnglishScoresheetTexts);

  it('prints the head coaches’ yellow cards under their teams and in the progress of the match', async () => {
    const { statsMatch } = loadRealMatch('2025-asch-m-tha-hkg');
    const pdf = await writeScoresheetPdf(buildScoresheet({ match: statsMatch, date: '2025-10-10' }), scoresheetFonts());
    const text = pdfText(pdf)
      .replace(/[ \t]+/g, ' ')
      .replace(/ ?– ?/g, ' – ');
    expect(text).toContain('THA 15 – 14 HKG');
    expect(text).toContain('Cards: YC HC Q2 4:35');
    expect(text).toContain('Cards: YC HC Q4 0:56');
    expect(text).toMatch(/Q2 4:35 THA HC YC/);
  });
});
