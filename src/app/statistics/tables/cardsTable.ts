import type { TeamStatistics } from '../../../domain/stats';
import { playerLabel, teamName } from './names';
import { statisticsText as text } from '../statisticsText';
import { cell, type StatRow, type StatTableModel } from './statTable';

/** 'Y', 'R', 'Y R', 'YY' …: the marks the official report prints for a person's cards. */
const marks = (yellow: number, red: number) =>
  text('cards.yellowMark').repeat(yellow) + (yellow > 0 && red > 0 ? ' ' : '') + text('cards.redMark').repeat(red);

/**
 * Who was shown a card, team by team as the official report lists them: each carded player by cap and name,
 * the bench officials on one line, and the team's total.
 */
export function cardsTable(teams: readonly TeamStatistics[]): StatTableModel {
  const line = (key: string, team: TeamStatistics, shownTo: string, yellow: number, red: number): StatRow => ({
    key,
    cells: [cell(teamName(team)), cell(shownTo), cell(marks(yellow, red)), cell(yellow), cell(red)],
  });
  const rows = teams.flatMap((team): StatRow[] => {
    const id = team.team.id;
    const players = team.players
      .filter((player) => player.yellowCards + player.redCards > 0)
      .map((player) =>
        line(
          `${id}-${player.key}`,
          team,
          `#${player.caps.join('/')} ${playerLabel(player)}`,
          player.yellowCards,
          player.redCards,
        ),
      );
    const { officialCards: bench, cards } = team;
    const officials =
      bench.yellow + bench.red > 0
        ? [line(`${id}-officials`, team, text('cards.officials'), bench.yellow, bench.red)]
        : [];
    return [
      ...players,
      ...officials,
      { ...line(`${id}-total`, team, text('column.total'), cards.yellow, cards.red), isEmphasised: true },
    ];
  });
  return {
    name: text('file.cards'),
    caption: text('cards.caption'),
    columns: [
      { header: text('column.team') },
      { header: text('cards.shownTo') },
      { header: text('cards.cards') },
      { header: text('cards.yellow'), isNumeric: true },
      { header: text('cards.red'), isNumeric: true },
    ],
    rows,
  };
}
