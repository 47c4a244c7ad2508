import { EXCLUSION_TYPES, TURNOVER_TYPES } from '../../../domain/model';
import type { TeamStatistics } from '../../../domain/stats';
import { clipLabel } from '../clips/clipLabel';
import type { ClipLinker } from '../clips/clipLinker';
import { formatMadeOf, formatPercent } from './formatFraction';
import { BOX_SCORE_ROWS, boxScoreRowLabel, exclusionLabel, quarterLabel, turnoverLabel } from '../statisticsLabels';
import { statisticsText as text } from '../statisticsText';
import { cell, type StatCell, type StatRow, type StatTableModel } from './statTable';
import { teamName } from './names';

const teamColumns = (teams: readonly TeamStatistics[]) =>
  teams.map((team) => ({ header: teamName(team), isNumeric: true }));

/** Goals/attempts per official category, teams side by side; Total and % after, the shootout apart. */
export function shootingTable(teams: readonly TeamStatistics[], clip: ClipLinker): StatTableModel {
  const hasOther = teams.some((team) => team.boxScore.other.attempts > 0);
  const hasShootout = teams.some((team) => team.boxScore.shootout.attempts > 0);
  const rows: StatRow[] = BOX_SCORE_ROWS.filter((row) => row.column !== 'other' || hasOther).map((row) => {
    const label = boxScoreRowLabel(row);
    return {
      key: row.column,
      cells: [
        cell(label),
        ...teams.map((team) => {
          const fraction = team.boxScore[row.column];
          const href =
            row.column === 'other' ? null : clip(team, { type: 'SHOOT', situation: row.situation, manUp: row.manUp });
          const what = text('clip.situationShots', { situation: label });
          return cell(formatMadeOf(fraction), { href, label: clipLabel(what, teamName(team), formatMadeOf(fraction)) });
        }),
      ],
    };
  });
  rows.push({
    key: 'total',
    isEmphasised: true,
    cells: [
      cell(text('column.total')),
      ...teams.map((team) =>
        cell(formatMadeOf(team.boxScore.total), {
          href: clip(team, { type: 'SHOOT' }),
          label: clipLabel(text('clip.allShots'), teamName(team), formatMadeOf(team.boxScore.total)),
        }),
      ),
    ],
  });
  rows.push({
    key: 'percent',
    cells: [cell(text('column.percent')), ...teams.map((team) => cell(formatPercent(team.boxScore.total.percent)))],
  });
  if (hasShootout) {
    rows.push({
      key: 'shootout',
      isEmphasised: true,
      cells: [cell(text('shooting.shootoutApart')), ...teams.map((team) => cell(formatMadeOf(team.boxScore.shootout)))],
    });
  }
  return {
    name: text('file.boxScore'),
    caption: text('shooting.caption'),
    columns: [{ header: text('shooting.situation') }, ...teamColumns(teams)],
    rows,
  };
}

/** Goals per quarter, one row per team, and the shootout when there was one. */
export function quartersTable(teams: readonly TeamStatistics[], clip: ClipLinker): StatTableModel {
  const quarters = Math.max(4, ...teams.map((team) => team.goalsByQuarter.quarters.length));
  const numbers = Array.from({ length: quarters }, (_, index) => index + 1);
  const hasShootout = teams.some((team) => team.goalsByQuarter.shootout > 0 || team.goalsAgainstByQuarter.shootout > 0);
  return {
    name: text('file.goalsByQuarter'),
    caption: text('quarters.caption'),
    columns: [
      { header: text('column.team') },
      ...numbers.map((quarter) => ({ header: quarterLabel(quarter), isNumeric: true })),
      ...(hasShootout ? [{ header: text('column.shootout'), isNumeric: true }] : []),
      { header: text('column.total'), isNumeric: true },
    ],
    rows: teams.map((team) => ({
      key: String(team.team.id),
      cells: [
        cell(teamName(team)),
        ...numbers.map((quarter) => {
          const goals = team.goalsByQuarter.quarters[quarter - 1] ?? 0;
          return cell(goals, {
            href: goals > 0 ? clip(team, { type: 'SHOOT', outcome: 'GOAL', quarter }) : null,
            label: text('clip.teamGoalsInQuarter', { team: teamName(team), quarter, count: goals }),
          });
        }),
        ...(hasShootout ? [cell(team.goalsByQuarter.shootout)] : []),
        cell(team.goals, {
          href: team.goals > 0 ? clip(team, { type: 'SHOOT', outcome: 'GOAL' }) : null,
          label: clipLabel(text('clip.allGoals'), teamName(team), team.goals),
        }),
      ],
    })),
  };
}

/** Assists, turnovers by type, steals, blocks, exclusions, penalties, swim-offs, timeouts, cards, saves. */
export function countsTable(teams: readonly TeamStatistics[], clip: ClipLinker): StatTableModel {
  const row = (
    key: string,
    label: string,
    value: (team: TeamStatistics) => StatCell,
    isEmphasised = false,
    isIndented = false,
  ): StatRow => ({
    key,
    isEmphasised,
    isIndented,
    cells: [cell(label), ...teams.map(value)],
  });
  const linked = (label: string, count: number, team: TeamStatistics, href: string | null) =>
    cell(count, { href: count > 0 ? href : null, label: clipLabel(label, teamName(team), count) });
  const usedTypes = <T extends string>(
    types: readonly T[],
    count: (team: TeamStatistics) => Record<T | 'UNKNOWN', number>,
  ) => [...types, 'UNKNOWN' as const].filter((type) => teams.some((team) => count(team)[type] > 0));
  const turnovers = text('column.turnovers');
  const earned = text('counts.exclusionsEarned');
  const committed = text('counts.exclusionsCommitted');
  return {
    name: text('file.teamCounts'),
    caption: text('counts.caption'),
    columns: [{ header: text('counts.count') }, ...teamColumns(teams)],
    rows: [
      row('assists', text('column.assists'), (team) => cell(team.assists)),
      row(
        'turnovers',
        turnovers,
        (team) => linked(turnovers, team.turnovers.total, team, clip(team, { type: 'BALLLOST' })),
        true,
      ),
      ...usedTypes(TURNOVER_TYPES, (team) => team.turnovers).map((type) =>
        row(`turnovers-${type}`, turnoverLabel(type), (team) => cell(team.turnovers[type]), false, true),
      ),
      row('steals', text('column.steals'), (team) => cell(team.steals)),
      row('blocks', text('column.blocks'), (team) => cell(team.fieldBlocks)),
      row(
        'exclusions-earned',
        earned,
        (team) => linked(earned, team.exclusionsEarned.total, team, clip(team, { type: 'EXCLUSIONAGAINST' })),
        true,
      ),
      ...usedTypes(EXCLUSION_TYPES, (team) => team.exclusionsEarned).map((type) =>
        row(`earned-${type}`, exclusionLabel(type), (team) => cell(team.exclusionsEarned[type]), false, true),
      ),
      row(
        'exclusions-committed',
        committed,
        (team) => linked(committed, team.exclusionsCommitted.total, team, clip(team, { type: 'EXCLUSIONFOR' })),
        true,
      ),
      ...usedTypes(EXCLUSION_TYPES, (team) => team.exclusionsCommitted).map((type) =>
        row(`committed-${type}`, exclusionLabel(type), (team) => cell(team.exclusionsCommitted[type]), false, true),
      ),
      row('penalties-earned', text('counts.penaltiesEarned'), (team) => cell(team.penaltiesEarned), true),
      row('penalties-committed', text('counts.penaltiesCommitted'), (team) => cell(team.penaltiesCommitted)),
      row('swim-offs', text('counts.swimOffsWon'), (team) => cell(formatMadeOf(team.swimOffs)), true),
      row('timeouts', text('counts.timeouts'), (team) => cell(team.timeouts)),
      row('yellow-cards', text('counts.yellowCards'), (team) => cell(team.cards.yellow), true),
      row('red-cards', text('counts.redCards'), (team) => cell(team.cards.red)),
      row('saves', text('counts.saves'), (team) => cell(team.goalkeeping.saves), true),
      row('save-percent', text('counts.savePercent'), (team) => cell(formatPercent(team.goalkeeping.savePercent))),
    ],
  };
}
