import { translate, type MessageKey } from '../../i18n';
import { SCORESHEET_LEGEND } from '../scoresheetCodes';
import { MARGIN, type PdfSheet } from './pdfSheet';

const SIZE = 6.5;
const COLUMN_NOTES: readonly MessageKey<'scoresheet'>[] = [
  'note.goalsOfShots',
  'note.fouls',
  'note.penaltyFouls',
  'note.penaltyGoals',
  'note.goalsAgainst',
  'note.goalkeeper',
  'note.fouledOut',
  'note.extraMan',
];

/** The codes' meanings and the short column headers, in small type at the end, wrapped to the page. */
export function drawLegend(sheet: PdfSheet): void {
  const items = [
    ...SCORESHEET_LEGEND.map(([code, meaning]) => `${code} ${translate('scoresheet', meaning)}`),
    ...COLUMN_NOTES.map((note) => translate('scoresheet', note)),
  ];
  const lines: string[] = [];
  for (const item of items) {
    const last = lines.at(-1);
    const joined = last === undefined ? item : `${last} · ${item}`;
    if (last !== undefined && sheet.fonts.regular.widthOfTextAtSize(joined, SIZE) <= sheet.width)
      lines[lines.length - 1] = joined;
    else lines.push(item);
  }
  sheet.ensureRoom(lines.length * 9);
  for (const line of lines) {
    sheet.text(line, MARGIN, sheet.top, { size: SIZE });
    sheet.top += 9;
  }
}
