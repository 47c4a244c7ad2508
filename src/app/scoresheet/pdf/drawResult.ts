import { TEAM_SIDES } from '../../../domain/model';
import type { Scoresheet } from '../../../domain/scoresheet';
import { translate } from '../../i18n';
import { madeOfAttempts, momentText, teamLabel } from '../scoresheetTexts';
import { drawTable, type TableColumn } from './drawTable';
import { drawTitle } from './drawTitle';
import type { PdfSheet } from './pdfSheet';

/** The result box: goals per quarter, shootout and final per team, with the team rows (extra man, penalties, time-outs). */
export function drawResult(sheet: PdfSheet, scoresheet: Scoresheet): void {
  drawTitle(sheet, translate('scoresheet', 'result.title'));
  const quarters = Array.from({ length: scoresheet.quarters }, (_, index) => String(index + 1));
  const fixed: TableColumn[] = [
    ...quarters.map((header) => ({ header, width: 22 })),
    ...(scoresheet.hasShootout ? [{ header: 'PSO', width: 26 }] : []),
    { header: translate('scoresheet', 'result.final'), width: 30 },
    { header: translate('scoresheet', 'result.extraMan'), width: 46 },
    { header: translate('scoresheet', 'result.penalties'), width: 52 },
    { header: translate('scoresheet', 'result.timeouts'), width: 110, align: 'left' },
  ];
  const teamWidth = sheet.width - fixed.reduce((sum, column) => sum + column.width, 0);
  const columns: TableColumn[] = [
    { header: translate('scoresheet', 'column.team'), width: teamWidth, align: 'left' },
    ...fixed,
  ];
  const rows = TEAM_SIDES.map((side) => {
    const team = scoresheet.teams[side];
    return {
      cells: [
        teamLabel(team),
        ...quarters.map((_, index) => String(team.goalsByQuarter[index] ?? 0)),
        ...(scoresheet.hasShootout ? [String(team.shootoutGoals)] : []),
        String(team.goals),
        madeOfAttempts(team.extraMan),
        madeOfAttempts(team.penalties),
        team.timeouts.map(momentText).join(', '),
      ],
    };
  });
  drawTable(sheet, columns, rows);
  sheet.top += 8;
}
