import type { Fraction, TeamStatistics } from '../../domain/stats';
import type { ClipLinker } from './clipLinker';
import { formatMadeOf, formatPercent } from './formatFraction';
import { cell, type StatCell, type StatRow, type StatTableModel } from './statTable';
import { teamName } from './teamName';

/** Man-up per opportunity, per shot and as published officially; man-down defence; teams side by side. */
export function manUpTable(teams: readonly TeamStatistics[], clip: ClipLinker): StatTableModel {
  const row = (key: string, label: string, value: (team: TeamStatistics) => StatCell, isEmphasised = false): StatRow => ({
    key,
    isEmphasised,
    cells: [cell(label), ...teams.map(value)],
  });
  const fractionRows = (key: string, label: string, of: (team: TeamStatistics) => Fraction, linkOf?: (team: TeamStatistics) => string | null) => [
    row(
      key,
      label,
      (team) =>
        cell(formatMadeOf(of(team)), {
          href: linkOf && of(team).attempts > 0 ? linkOf(team) : null,
          label: `${label} of ${teamName(team)}: ${formatMadeOf(of(team))}, play clips`,
        }),
      true,
    ),
    row(`${key}-percent`, `${label} %`, (team) => cell(formatPercent(of(team).percent))),
  ];
  return {
    name: 'man-up-man-down',
    caption: 'Man-up and man-down',
    columns: [{ header: 'Measure' }, ...teams.map((team) => ({ header: teamName(team), isNumeric: true }))],
    rows: [
      ...fractionRows('per-opportunity', 'Man-up per opportunity', (team) => team.manUp.perOpportunity),
      ...fractionRows('per-shot', 'Man-up per shot', (team) => team.manUp.perShot, (team) => clip(team, { type: 'SHOOT', manUp: true })),
      ...fractionRows('official', 'Extra-man (official)', (team) => team.manUp.official),
      row('man-down-possessions', 'Man-down possessions', (team) => cell(team.manDown.perOpportunity.possessions), true),
      row('man-down-conceded', 'Goals conceded man-down', (team) => cell(team.manDown.perOpportunity.goalsConceded)),
      row('man-down-percent', 'Man-down defence %', (team) => cell(formatPercent(team.manDown.perOpportunity.percent))),
      ...fractionRows('man-down-per-shot', 'Man-down goals conceded per shot', (team) => team.manDown.perShot),
      ...fractionRows('official-against', 'Extra-man against (official)', (team) => team.manDown.official),
    ],
  };
}
