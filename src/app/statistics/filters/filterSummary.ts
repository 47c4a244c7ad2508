import { statisticsText } from '../statisticsText';
import { manUpLabel, quarterLabel, situationLabel } from '../statisticsLabels';
import type { StatisticsView } from '../statisticsView';
import type { FilterOptions } from './filterOptionsOf';
import type { PlayerOption } from './playerOptionsOf';

/** The narrowing filters in words, for the printed box score: "Quarter: Q2 · Situation: Centre". */
export function filterSummary(view: StatisticsView, options: FilterOptions, players: readonly PlayerOption[]): string {
  const labelOf = <T>(list: readonly { value: T; label: string }[], value: T) =>
    list.find((item) => item.value === value)?.label ?? String(value);
  const part = (
    key: 'summary.team' | 'summary.opponent' | 'summary.quarter' | 'summary.situation' | 'summary.player',
    values: string[],
  ) => (values.length ? statisticsText(key, { value: values.join(', ') }) : null);
  const parts = [
    part('summary.team', view.teamId != null ? [labelOf(options.teams, view.teamId)] : []),
    part(
      'summary.opponent',
      view.opponentIds.map((id) => labelOf(options.opponents, id)),
    ),
    part('summary.quarter', view.quarters.map(quarterLabel)),
    part('summary.situation', view.situations.map(situationLabel)),
    part(
      'summary.player',
      view.players.map((key) => players.find((player) => player.key === key)?.label ?? key),
    ),
    view.manUp ? manUpLabel(view.manUp) : null,
  ];
  return parts.filter(Boolean).join(' · ');
}
