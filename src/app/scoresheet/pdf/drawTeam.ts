import { otherSide } from '../../../domain/model';
import type { Scoresheet, ScoresheetPlayer, ScoresheetTeam } from '../../../domain/scoresheet';
import { cardCode, foulCode, personCode } from '../scoresheetCodes';
import { translate } from '../../i18n';
import { madeOfAttempts, momentText, playerFullName, teamLabel } from '../scoresheetTexts';
import { drawTable, type TableColumn, type TableRow } from './drawTable';
import { drawTitle } from './drawTitle';
import { MARGIN, type PdfSheet } from './pdfSheet';

const FOUL_CELLS = 3;

/**
 * One team's block as on the official report: a row per cap with name, goals of shots, goals per quarter,
 * the major fouls in their three cells, penalties (fouls committed, goals of attempts) and, for goalkeepers,
 * saves and goals against; a total row closes it, the team's cards under it.
 */
export function drawTeam(sheet: PdfSheet, scoresheet: Scoresheet, team: ScoresheetTeam): void {
  const opponent = scoresheet.teams[otherSide(team.side)];
  drawTitle(
    sheet,
    teamLabel(team).toLocaleUpperCase(),
    team.isMirrored ? translate('scoresheet', 'team.mirrored', { team: teamLabel(opponent) }) : '',
  );
  const quarters = Array.from({ length: scoresheet.quarters }, (_, index) => String(index + 1));
  const fixed: TableColumn[] = [
    { header: translate('scoresheet', 'column.goalsOfShots'), width: 34 },
    ...quarters.map((header) => ({ header, width: 18 })),
    ...(scoresheet.hasShootout ? [{ header: 'PSO', width: 24 }] : []),
    ...Array.from({ length: FOUL_CELLS }, (_, index) => ({
      header: translate('scoresheet', 'column.foul', { number: index + 1 }),
      width: 20,
    })),
    { header: translate('scoresheet', 'column.penaltyFouls'), width: 28 },
    { header: translate('scoresheet', 'column.penaltyGoals'), width: 30 },
    { header: translate('scoresheet', 'column.saves'), width: 30 },
    { header: translate('scoresheet', 'column.goalsAgainst'), width: 24 },
  ];
  const capWidth = 22;
  const nameWidth = sheet.width - capWidth - fixed.reduce((sum, column) => sum + column.width, 0);
  const columns: TableColumn[] = [
    { header: translate('scoresheet', 'column.cap'), width: capWidth },
    { header: translate('scoresheet', 'column.name'), width: nameWidth, align: 'left' },
    ...fixed,
  ];
  const players = team.players.map((player) => playerRow(player, scoresheet));
  const total: TableRow = {
    isBold: true,
    isShaded: true,
    cells: [
      '',
      translate('scoresheet', 'team.total'),
      `${team.goals}/${team.players.reduce((sum, player) => sum + player.shooting.attempts, 0)}`,
      ...quarters.map((_, index) => String(team.goalsByQuarter[index] ?? 0)),
      ...(scoresheet.hasShootout ? [String(team.shootoutGoals)] : []),
      ...Array.from({ length: FOUL_CELLS }, (_, index) => (index === 0 ? `${team.exclusionsCommitted} E` : '')),
      String(team.players.reduce((sum, player) => sum + player.penaltiesCommitted, 0)),
      madeOfAttempts(team.penalties),
      String(team.goalkeeping.saves),
      String(team.goalkeeping.goalsAgainst),
    ],
  };
  drawTable(sheet, columns, [...players, total]);
  if (team.cards.length > 0) {
    const cards = team.cards.map(
      (card) => `${cardCode(card.card)} ${personCode(card.cap, card.official)} ${momentText(card)}`,
    );
    sheet.ensureRoom(10);
    sheet.text(translate('scoresheet', 'team.cards', { cards: cards.join(', ') }), MARGIN, sheet.top + 2, {
      size: 7.5,
    });
    sheet.top += 10;
  }
  sheet.top += 8;
}

function playerRow(player: ScoresheetPlayer, scoresheet: Scoresheet): TableRow {
  const fouls = player.majorFouls.map(foulCode);
  const name = playerFullName(player) || '–';
  return {
    cells: [
      String(player.cap),
      [
        name,
        player.isGoalkeeper ? translate('scoresheet', 'team.goalkeeper') : null,
        player.isFouledOut ? translate('scoresheet', 'team.fouledOut') : null,
      ]
        .filter(Boolean)
        .join(' '),
      player.shooting.attempts + player.shooting.made > 0 ? madeOfAttempts(player.shooting) : '',
      ...player.goalsByQuarter.slice(0, scoresheet.quarters).map((goals) => (goals > 0 ? String(goals) : '')),
      ...(scoresheet.hasShootout ? [player.shootout.attempts > 0 ? madeOfAttempts(player.shootout) : ''] : []),
      ...Array.from({ length: FOUL_CELLS }, (_, index) =>
        index === FOUL_CELLS - 1 ? fouls.slice(index).join(' ') : (fouls[index] ?? ''),
      ),
      player.penaltiesCommitted > 0 ? String(player.penaltiesCommitted) : '',
      player.penaltyShots.attempts > 0 ? madeOfAttempts(player.penaltyShots) : '',
      player.goalkeeping ? String(player.goalkeeping.saves) : '',
      player.goalkeeping ? String(player.goalkeeping.goalsAgainst) : '',
    ],
  };
}
