import { formatClock } from '../../../domain/model';
import { POSSESSION_OUTCOMES, type PossessionSummary, type TeamStatistics } from '../../../domain/stats';
import type { PossessionClips } from '../../../domain/video/possessionClips';
import { clipLabel } from '../clips/clipLabel';
import { NO_POSSESSION_CLIPS, type PossessionClipLinker } from '../clips/possessionClipLinker';
import { possessionOutcomeLabel, quarterLabel } from '../statisticsLabels';
import { statisticsText as text } from '../statisticsText';
import { cell, type StatCell, type StatTableModel } from './statTable';
import { teamName } from './names';

const share = (count: number, summary: PossessionSummary) =>
  summary.count > 0 ? `${count} (${Math.round((count / summary.count) * 100)}%)` : String(count);

type Side = PossessionClips['side'];

/** A count of possessions, linked to the clips of their events when there are any to play. */
function possessionsCell(
  team: TeamStatistics,
  clip: PossessionClipLinker,
  shown: string,
  count: number,
  what: string,
  isBehind: (possession: PossessionClips) => boolean,
): StatCell {
  if (count === 0) return cell(shown);
  const href = clip(team, isBehind);
  return href === null ? cell(shown) : cell(shown, { href, label: clipLabel(what, teamName(team), shown) });
}

const sideName = (side: Side) => text(side === 'offense' ? 'possessions.attack' : 'possessions.defence');

/**
 * Count, mean length and how the team's attacks ended, offence and defence. On matches with video a count plays
 * the events of its possessions.
 */
export function possessionOutcomeTable(team: TeamStatistics, clip = NO_POSSESSION_CLIPS): StatTableModel {
  const name = teamName(team);
  const { offense, defense } = team.possessions;
  const summaries = { offense, defense };
  const countCell = (side: Side) =>
    possessionsCell(
      team,
      clip,
      String(summaries[side].count),
      summaries[side].count,
      text('clip.possessions', { side: sideName(side) }),
      (possession) => possession.side === side,
    );
  const outcomeCell = (side: Side, outcome: (typeof POSSESSION_OUTCOMES)[number]) =>
    possessionsCell(
      team,
      clip,
      share(summaries[side].outcomes[outcome], summaries[side]),
      summaries[side].outcomes[outcome],
      text('clip.possessionsEnding', { side: sideName(side), outcome: possessionOutcomeLabel(outcome) }),
      (possession) => possession.side === side && possession.outcome === outcome,
    );
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
        cells: [cell(text('possessions.count')), countCell('offense'), countCell('defense')],
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
            outcomeCell('offense', outcome),
            outcomeCell('defense', outcome),
          ],
        }),
      ),
    ],
  };
}

/** Possessions and goals per quarter; on matches with video a count plays the events of its possessions. */
export function possessionQuarterTable(team: TeamStatistics, clip = NO_POSSESSION_CLIPS): StatTableModel {
  const name = teamName(team);
  const quarterCell = (quarter: number, side: Side, count: number, isGoal = false) =>
    possessionsCell(
      team,
      clip,
      String(count),
      count,
      text(isGoal ? 'clip.goalPossessionsInQuarter' : 'clip.possessionsInQuarter', {
        side: sideName(side),
        quarter: quarterLabel(quarter),
      }),
      (possession) =>
        possession.quarter === quarter && possession.side === side && (!isGoal || possession.outcome === 'goal'),
    );
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
        quarterCell(quarter, 'offense', offense.count),
        cell(formatClock(offense.meanSeconds, 'duration')),
        quarterCell(quarter, 'offense', offense.outcomes.goal, true),
        quarterCell(quarter, 'defense', defense.count),
        quarterCell(quarter, 'defense', defense.outcomes.goal, true),
      ],
    })),
  };
}
