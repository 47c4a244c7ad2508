import { formatClock } from '../../../domain/model';
import { POSSESSION_OUTCOMES, type PossessionSummary, type TeamStatistics } from '../../../domain/stats';
import { possessionOutcomeLabel, quarterLabel } from '../statisticsLabels';
import { statisticsText as text } from '../statisticsText';
import { cell, type StatTableModel } from './statTable';
import { teamName } from './names';

const share = (count: number, summary: PossessionSummary) =>
  summary.count > 0 ? `${count} (${Math.round((count / summary.count) * 100)}%)` : String(count);

/** Count, mean length and how the team's attacks ended, offence and defence. */
export function possessionOutcomeTable(team: TeamStatistics): StatTableModel {
  const name = teamName(team);
  const { offense, defense } = team.possessions;
  return {
    name: text('file.possessions', { team: name }),
    caption: text('possessions.caption', { team: name }),
    columns: [
      { header: text('possessions.possessions') },
      { header: text('possessions.attack'), isNumeric: true },
      { header: text('possessions.defence'), isNumeric: true },
    ],
    rows: [
      {
        key: 'count',
        isEmphasised: true,
        cells: [cell(text('possessions.count')), cell(offense.count), cell(defense.count)],
      },
      {
        key: 'mean',
        cells: [
          cell(text('possessions.meanLength')),
          cell(formatClock(offense.meanSeconds, 'duration')),
          cell(formatClock(defense.meanSeconds, 'duration')),
        ],
      },
      ...POSSESSION_OUTCOMES.filter((outcome) => offense.outcomes[outcome] + defense.outcomes[outcome] > 0).map(
        (outcome) => ({
          key: outcome,
          isIndented: true,
          cells: [
            cell(possessionOutcomeLabel(outcome)),
            cell(share(offense.outcomes[outcome], offense)),
            cell(share(defense.outcomes[outcome], defense)),
          ],
        }),
      ),
    ],
  };
}

/** Possessions and goals per quarter. */
export function possessionQuarterTable(team: TeamStatistics): StatTableModel {
  const name = teamName(team);
  return {
    name: text('file.possessionsByQuarter', { team: name }),
    caption: text('possessions.byQuarterCaption', { team: name }),
    columns: [
      { header: text('possessions.quarter') },
      { header: text('column.attacks'), isNumeric: true },
      { header: text('possessions.meanAttack'), isNumeric: true },
      { header: text('column.goals'), isNumeric: true },
      { header: text('column.defences'), isNumeric: true },
      { header: text('column.goalsAgainst'), isNumeric: true },
    ],
    rows: team.possessions.byQuarter.map(({ quarter, offense, defense }) => ({
      key: String(quarter),
      cells: [
        cell(quarterLabel(quarter)),
        cell(offense.count),
        cell(formatClock(offense.meanSeconds, 'duration')),
        cell(offense.outcomes.goal),
        cell(defense.count),
        cell(defense.outcomes.goal),
      ],
    })),
  };
}
