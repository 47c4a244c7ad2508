import { POSSESSION_OUTCOMES, type PossessionSummary, type TeamStatistics } from '../../domain/stats';
import { formatSeconds } from './formatSeconds';
import { QUARTER_LABELS } from './statisticsLabels';
import { cell, type StatTableModel } from './statTable';
import { teamName } from './teamName';

const share = (count: number, summary: PossessionSummary) =>
  summary.count > 0 ? `${count} (${Math.round((count / summary.count) * 100)}%)` : String(count);

/** Count, mean length and how the team's attacks ended, offence and defence. */
export function possessionOutcomeTable(team: TeamStatistics): StatTableModel {
  const name = teamName(team);
  const { offense, defense } = team.possessions;
  return {
    name: `possessions-${name}`,
    caption: `Possessions of ${name}`,
    columns: [{ header: 'Possessions' }, { header: 'Attack', isNumeric: true }, { header: 'Defence', isNumeric: true }],
    rows: [
      { key: 'count', isEmphasised: true, cells: [cell('Count'), cell(offense.count), cell(defense.count)] },
      { key: 'mean', cells: [cell('Mean length (m:ss)'), cell(formatSeconds(offense.meanSeconds)), cell(formatSeconds(defense.meanSeconds))] },
      ...POSSESSION_OUTCOMES.filter((outcome) => offense.outcomes[outcome] + defense.outcomes[outcome] > 0).map((outcome) => ({
        key: outcome,
        isIndented: true,
        cells: [cell(outcome), cell(share(offense.outcomes[outcome], offense)), cell(share(defense.outcomes[outcome], defense))],
      })),
    ],
  };
}

/** Possessions and goals per quarter. */
export function possessionQuarterTable(team: TeamStatistics): StatTableModel {
  const name = teamName(team);
  return {
    name: `possessions-by-quarter-${name}`,
    caption: `Possessions by quarter, ${name}`,
    columns: [
      { header: 'Quarter' },
      { header: 'Attacks', isNumeric: true },
      { header: 'Mean attack', isNumeric: true },
      { header: 'Goals', isNumeric: true },
      { header: 'Defences', isNumeric: true },
      { header: 'Goals against', isNumeric: true },
    ],
    rows: team.possessions.byQuarter.map(({ quarter, offense, defense }) => ({
      key: String(quarter),
      cells: [
        cell(QUARTER_LABELS[quarter] ?? `Q${quarter}`),
        cell(offense.count),
        cell(formatSeconds(offense.meanSeconds)),
        cell(offense.outcomes.Goal),
        cell(defense.count),
        cell(defense.outcomes.Goal),
      ],
    })),
  };
}
