import type { Fraction, TeamStatistics } from '../../../domain/stats';
import { clipLabel } from '../clips/clipLabel';
import type { ClipLinker } from '../clips/clipLinker';
import { formatMadeOf, formatPercent } from './formatFraction';
import { statisticsText as text } from '../statisticsText';
import { cell, type StatCell, type StatRow, type StatTableModel } from './statTable';
import { teamName } from './names';

/** Man-up per opportunity, per shot and as published officially; man-down defence; teams side by side. */
export function manUpTable(teams: readonly TeamStatistics[], clip: ClipLinker): StatTableModel {
  const row = (
    key: string,
    label: string,
    value: (team: TeamStatistics) => StatCell,
    isEmphasised = false,
  ): StatRow => ({
    key,
    isEmphasised,
    cells: [cell(label), ...teams.map(value)],
  });
  const fractionRows = (
    key: string,
    label: string,
    of: (team: TeamStatistics) => Fraction,
    linkOf?: (team: TeamStatistics) => string | null,
  ) => [
    row(
      key,
      label,
      (team) =>
        cell(formatMadeOf(of(team)), {
          href: linkOf && of(team).attempts > 0 ? linkOf(team) : null,
          label: clipLabel(label, teamName(team), formatMadeOf(of(team))),
        }),
      true,
    ),
    row(`${key}-percent`, text('manUp.percentOf', { measure: label }), (team) => cell(formatPercent(of(team).percent))),
  ];
  return {
    name: text('file.manUp'),
    caption: text('manUp.caption'),
    columns: [{ header: text('manUp.measure') }, ...teams.map((team) => ({ header: teamName(team), isNumeric: true }))],
    rows: [
      ...fractionRows('per-opportunity', text('manUp.perOpportunity'), (team) => team.manUp.perOpportunity),
      ...fractionRows(
        'per-shot',
        text('manUp.perShot'),
        (team) => team.manUp.perShot,
        (team) => clip(team, { type: 'SHOOT', manUp: true }),
      ),
      ...fractionRows('official', text('manUp.official'), (team) => team.manUp.official),
      row(
        'man-down-possessions',
        text('manUp.manDownPossessions'),
        (team) => cell(team.manDown.perOpportunity.possessions),
        true,
      ),
      row('man-down-conceded', text('manUp.concededManDown'), (team) =>
        cell(team.manDown.perOpportunity.goalsConceded),
      ),
      row('man-down-percent', text('manUp.manDownPercent'), (team) =>
        cell(formatPercent(team.manDown.perOpportunity.percent)),
      ),
      ...fractionRows('man-down-per-shot', text('manUp.manDownPerShot'), (team) => team.manDown.perShot),
      ...fractionRows('official-against', text('manUp.officialAgainst'), (team) => team.manDown.official),
    ],
  };
}
