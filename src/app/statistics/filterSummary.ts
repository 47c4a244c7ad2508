import { MAN_UP_LABELS, QUARTER_LABELS, SITUATION_LABELS } from './statisticsLabels';
import type { StatisticsView } from './statisticsView';
import type { FilterOptions } from './filterOptionsOf';
import type { PlayerOption } from './playerOptionsOf';

/** The narrowing filters in words, for the printed box score: "Quarter: Q2 · Situation: Centre". */
export function filterSummary(view: StatisticsView, options: FilterOptions, players: readonly PlayerOption[]): string {
  const labelOf = <T,>(list: readonly { value: T; label: string }[], value: T) => list.find((item) => item.value === value)?.label ?? String(value);
  const parts = [
    view.teamId != null ? `Team: ${labelOf(options.teams, view.teamId)}` : null,
    view.opponentIds.length ? `Opponent: ${view.opponentIds.map((id) => labelOf(options.opponents, id)).join(', ')}` : null,
    view.quarters.length ? `Quarter: ${view.quarters.map((quarter) => QUARTER_LABELS[quarter]).join(', ')}` : null,
    view.situations.length ? `Situation: ${view.situations.map((situation) => SITUATION_LABELS[situation]).join(', ')}` : null,
    view.players.length ? `Player: ${view.players.map((key) => players.find((player) => player.key === key)?.label ?? key).join(', ')}` : null,
    view.manUp ? MAN_UP_LABELS[view.manUp] : null,
  ];
  return parts.filter(Boolean).join(' · ');
}
