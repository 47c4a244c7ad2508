import { EXCLUSION_TYPES, TURNOVER_TYPES } from '../../domain/model';
import type { TeamStatistics } from '../../domain/stats';
import type { ClipLinker } from './clipLinker';
import { formatMadeOf, formatPercent } from './formatFraction';
import { BOX_SCORE_ROWS, EXCLUSION_LABELS, QUARTER_LABELS, TURNOVER_LABELS } from './statisticsLabels';
import { cell, type StatCell, type StatRow, type StatTableModel } from './statTable';
import { teamName } from './teamName';

const teamColumns = (teams: readonly TeamStatistics[]) => teams.map((team) => ({ header: teamName(team), isNumeric: true }));

/** Goals/attempts per official category, teams side by side; Total and % after, the shootout apart. */
export function shootingTable(teams: readonly TeamStatistics[], clip: ClipLinker): StatTableModel {
  const hasOther = teams.some((team) => team.boxScore.other.attempts > 0);
  const hasShootout = teams.some((team) => team.boxScore.shootout.attempts > 0);
  const rows: StatRow[] = BOX_SCORE_ROWS.filter((row) => row.column !== 'other' || hasOther).map((row) => ({
    key: row.column,
    cells: [
      cell(row.label),
      ...teams.map((team) => {
        const fraction = team.boxScore[row.column];
        const href = row.column === 'other' ? null : clip(team, { type: 'SHOOT', situation: row.situation, manUp: row.manUp });
        return cell(formatMadeOf(fraction), { href, label: `${row.label} shots of ${teamName(team)}: ${formatMadeOf(fraction)}, play clips` });
      }),
    ],
  }));
  rows.push({
    key: 'total',
    isEmphasised: true,
    cells: [
      cell('Total'),
      ...teams.map((team) =>
        cell(formatMadeOf(team.boxScore.total), {
          href: clip(team, { type: 'SHOOT' }),
          label: `All shots of ${teamName(team)}: ${formatMadeOf(team.boxScore.total)}, play clips`,
        }),
      ),
    ],
  });
  rows.push({ key: 'percent', cells: [cell('%'), ...teams.map((team) => cell(formatPercent(team.boxScore.total.percent)))] });
  if (hasShootout) {
    rows.push({
      key: 'shootout',
      isEmphasised: true,
      cells: [cell('Shootout (apart)'), ...teams.map((team) => cell(formatMadeOf(team.boxScore.shootout)))],
    });
  }
  return { name: 'box-score', caption: 'Shooting: goals/attempts by situation', columns: [{ header: 'Situation' }, ...teamColumns(teams)], rows };
}

/** Goals per quarter, one row per team, and the shootout when there was one. */
export function quartersTable(teams: readonly TeamStatistics[], clip: ClipLinker): StatTableModel {
  const quarters = Math.max(4, ...teams.map((team) => team.goalsByQuarter.quarters.length));
  const numbers = Array.from({ length: quarters }, (_, index) => index + 1);
  const hasShootout = teams.some((team) => team.goalsByQuarter.shootout > 0 || team.goalsAgainstByQuarter.shootout > 0);
  return {
    name: 'goals-by-quarter',
    caption: 'Goals per quarter',
    columns: [
      { header: 'Team' },
      ...numbers.map((quarter) => ({ header: QUARTER_LABELS[quarter] ?? `Q${quarter}`, isNumeric: true })),
      ...(hasShootout ? [{ header: 'Shootout', isNumeric: true }] : []),
      { header: 'Total', isNumeric: true },
    ],
    rows: teams.map((team) => ({
      key: String(team.team.id),
      cells: [
        cell(teamName(team)),
        ...numbers.map((quarter) => {
          const goals = team.goalsByQuarter.quarters[quarter - 1] ?? 0;
          return cell(goals, {
            href: goals > 0 ? clip(team, { type: 'SHOOT', outcome: 'GOAL', quarter }) : null,
            label: `${teamName(team)} goals in quarter ${quarter}: ${goals}, play clips`,
          });
        }),
        ...(hasShootout ? [cell(team.goalsByQuarter.shootout)] : []),
        cell(team.goals, { href: team.goals > 0 ? clip(team, { type: 'SHOOT', outcome: 'GOAL' }) : null, label: `All goals of ${teamName(team)}: ${team.goals}, play clips` }),
      ],
    })),
  };
}

/** Assists, turnovers by type, steals, blocks, exclusions, penalties, swim-offs, timeouts, cards, saves. */
export function countsTable(teams: readonly TeamStatistics[], clip: ClipLinker): StatTableModel {
  const row = (key: string, label: string, value: (team: TeamStatistics) => StatCell, isEmphasised = false, isIndented = false): StatRow => ({
    key,
    isEmphasised,
    isIndented,
    cells: [cell(label), ...teams.map(value)],
  });
  const linked = (label: string, count: number, team: TeamStatistics, href: string | null) =>
    cell(count, { href: count > 0 ? href : null, label: `${label} of ${teamName(team)}: ${count}, play clips` });
  const usedTypes = <T extends string>(types: readonly T[], count: (team: TeamStatistics) => Record<T | 'UNKNOWN', number>) =>
    [...types, 'UNKNOWN' as const].filter((type) => teams.some((team) => count(team)[type] > 0));
  return {
    name: 'team-counts',
    caption: 'Team counts',
    columns: [{ header: 'Count' }, ...teamColumns(teams)],
    rows: [
      row('assists', 'Assists', (team) => cell(team.assists)),
      row('turnovers', 'Turnovers', (team) => linked('Turnovers', team.turnovers.total, team, clip(team, { type: 'BALLLOST' })), true),
      ...usedTypes(TURNOVER_TYPES, (team) => team.turnovers).map((type) =>
        row(`turnovers-${type}`, TURNOVER_LABELS[type], (team) => cell(team.turnovers[type]), false, true),
      ),
      row('steals', 'Steals', (team) => cell(team.steals)),
      row('blocks', 'Blocks', (team) => cell(team.fieldBlocks)),
      row('exclusions-earned', 'Exclusions earned', (team) =>
        linked('Exclusions earned', team.exclusionsEarned.total, team, clip(team, { type: 'EXCLUSIONAGAINST' })), true),
      ...usedTypes(EXCLUSION_TYPES, (team) => team.exclusionsEarned).map((type) =>
        row(`earned-${type}`, EXCLUSION_LABELS[type], (team) => cell(team.exclusionsEarned[type]), false, true),
      ),
      row('exclusions-committed', 'Exclusions committed', (team) =>
        linked('Exclusions committed', team.exclusionsCommitted.total, team, clip(team, { type: 'EXCLUSIONFOR' })), true),
      ...usedTypes(EXCLUSION_TYPES, (team) => team.exclusionsCommitted).map((type) =>
        row(`committed-${type}`, EXCLUSION_LABELS[type], (team) => cell(team.exclusionsCommitted[type]), false, true),
      ),
      row('penalties-earned', 'Penalties earned', (team) => cell(team.penaltiesEarned), true),
      row('penalties-committed', 'Penalties committed', (team) => cell(team.penaltiesCommitted)),
      row('swim-offs', 'Swim-offs won', (team) => cell(formatMadeOf(team.swimOffs)), true),
      row('timeouts', 'Timeouts', (team) => cell(team.timeouts)),
      row('yellow-cards', 'Yellow cards', (team) => cell(team.cards.yellow), true),
      row('red-cards', 'Red cards', (team) => cell(team.cards.red)),
      row('saves', 'Goalkeeper saves', (team) => cell(team.goalkeeping.saves), true),
      row('save-percent', 'Save %', (team) => cell(formatPercent(team.goalkeeping.savePercent))),
    ],
  };
}
