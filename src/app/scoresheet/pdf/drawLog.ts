import type { Scoresheet, ScoresheetEntry } from '../../../domain/scoresheet';
import { cardCode, foulCode, goalCode, personCode } from '../scoresheetCodes';
import { translate } from '../../i18n';
import { momentText, teamLabel } from '../scoresheetTexts';
import { drawTable, type TableColumn } from './drawTable';
import { drawTitle } from './drawTitle';
import { MARGIN, type PdfSheet } from './pdfSheet';

const COLUMNS_ACROSS = 3;
const GAP = 8;
const ROW_HEIGHT = 11;
const PAGE_ROWS = 64;

/**
 * The progress of the match: goals with the score after them, major fouls, time-outs and cards in time order, in
 * three columns side by side, continued on a new page when they do not fit.
 */
export function drawLog(sheet: PdfSheet, scoresheet: Scoresheet): void {
  drawTitle(sheet, translate('scoresheet', 'log.title'));
  const width = (sheet.width - GAP * (COLUMNS_ACROSS - 1)) / COLUMNS_ACROSS;
  // Time, number, code and score keep their widths; the team's name takes the rest.
  const columns: TableColumn[] = [
    { header: translate('scoresheet', 'column.time'), width: 40 },
    { header: translate('scoresheet', 'column.team'), width: width - 116, align: 'left' },
    { header: translate('scoresheet', 'column.cap'), width: 20 },
    { header: translate('scoresheet', 'column.code'), width: 26 },
    { header: translate('scoresheet', 'column.score'), width: 30 },
  ];
  const rows = scoresheet.log.map((entry) => ({
    cells: [
      momentText(entry),
      teamLabel(scoresheet.teams[entry.side]),
      personCode(entry.cap, entry.kind === 'CARD' ? entry.official : null),
      codeOf(entry),
      entry.kind === 'GOAL' ? `${entry.score.team1}–${entry.score.team2}` : '',
    ],
  }));
  let rest = rows;
  while (rest.length > 0) {
    const fit = Math.max(
      1,
      Math.min(PAGE_ROWS, Math.floor((sheet.page.getHeight() - MARGIN - sheet.top) / ROW_HEIGHT) - 1),
    );
    const perColumn = Math.min(fit, Math.ceil(rest.length / COLUMNS_ACROSS));
    const top = sheet.top;
    let bottom = top;
    for (let column = 0; column < COLUMNS_ACROSS; column++) {
      const part = rest.slice(column * perColumn, (column + 1) * perColumn);
      if (part.length === 0) break;
      sheet.top = top;
      drawTable(sheet, columns, part, MARGIN + column * (width + GAP));
      bottom = Math.max(bottom, sheet.top);
    }
    rest = rest.slice(perColumn * COLUMNS_ACROSS);
    sheet.top = bottom + 8;
    if (rest.length > 0) sheet.ensureRoom(sheet.page.getHeight());
  }
}

function codeOf(entry: ScoresheetEntry): string {
  switch (entry.kind) {
    case 'GOAL':
      return goalCode(entry.goalKind);
    case 'EXCLUSION':
      return foulCode({ kind: 'EXCLUSION', exclusionType: entry.exclusionType });
    case 'PENALTY_FOUL':
      return 'P';
    case 'TIMEOUT':
      return 'TO';
    case 'CARD':
      return cardCode(entry.card);
  }
}
