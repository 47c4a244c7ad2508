import type { Scoresheet } from '../../../domain/scoresheet';
import { translate } from '../../i18n';
import { teamLabel } from '../scoresheetTexts';
import { MARGIN, type PdfSheet } from './pdfSheet';

const FIELD_HEIGHT = 14;
const SCORE_SIZE = 20;
const NAME_SIZE = 13;

/** Title, the match's particulars in a ruled block, and the result in large type. */
export function drawHeader(sheet: PdfSheet, scoresheet: Scoresheet): void {
  sheet.text(translate('scoresheet', 'header.sport'), MARGIN, sheet.top, { size: 9, isBold: true });
  sheet.text(translate('common', 'productName'), MARGIN, sheet.top, { size: 8, align: 'right', width: sheet.width });
  sheet.top += 11;
  sheet.text(translate('scoresheet', 'header.title'), MARGIN, sheet.top, { size: 16, isBold: true });
  sheet.top += 22;

  const competition = [scoresheet.competition, scoresheet.season].filter(Boolean).join(' ');
  const fields: [label: string, value: string | null][] = [
    [translate('scoresheet', 'header.competition'), competition || null],
    [translate('scoresheet', 'header.date'), scoresheet.date],
    [translate('scoresheet', 'header.match'), scoresheet.matchName],
    [translate('scoresheet', 'header.venue'), scoresheet.venue],
  ];
  const half = sheet.width / 2;
  fields.forEach(([label, value], index) => {
    const x = MARGIN + (index % 2) * half;
    const top = sheet.top + Math.floor(index / 2) * FIELD_HEIGHT;
    sheet.box(x, top, half, FIELD_HEIGHT);
    sheet.text(label, x + 3, top + 3.5, { size: 7 });
    sheet.text(value ?? '–', x + 58, top + 3, { size: 8.5, isBold: true });
  });
  sheet.top += 2 * FIELD_HEIGHT + 10;

  const { team1, team2 } = scoresheet.teams;
  const third = sheet.width / 3;
  // The names share the score's baseline, so the result reads as one line of text.
  const nameTop = sheet.top + (SCORE_SIZE - NAME_SIZE) * 0.8;
  sheet.text(teamLabel(team1), MARGIN, nameTop, { size: NAME_SIZE, isBold: true, align: 'right', width: third });
  sheet.text(`${team1.goals} – ${team2.goals}`, MARGIN + third, sheet.top, {
    size: SCORE_SIZE,
    isBold: true,
    align: 'center',
    width: third,
  });
  sheet.text(teamLabel(team2), MARGIN + 2 * third, nameTop, { size: NAME_SIZE, isBold: true });
  sheet.top += 24;
  if (scoresheet.hasShootout) {
    const shootout = translate('scoresheet', 'header.afterShootout', {
      team1: team1.shootoutGoals,
      team2: team2.shootoutGoals,
    });
    sheet.text(shootout, MARGIN, sheet.top, { size: 8.5, align: 'center', width: sheet.width });
    sheet.top += 12;
  }
  sheet.top += 4;
}
