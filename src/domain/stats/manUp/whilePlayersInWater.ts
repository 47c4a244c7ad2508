import { playerKeyOf } from '../players';
import type { TeamMatchView } from '../types';

/**
 * A side narrowed to what happened while one of the chosen players was in the water: the possessions that list
 * one of them in playersInWater, with every event of those possessions, whoever it names. Possession outcomes,
 * man-up and man-down, lineups and goals conceded need the whole of each possession.
 */
export function whilePlayersInWater(view: TeamMatchView, players: ReadonlySet<string>): TeamMatchView {
  const possessions = view.possessions.filter((possession) =>
    (possession.playersInWater ?? []).some((cap) => players.has(playerKeyOf(view, cap))),
  );
  const kept = new Set(possessions.map((possession) => possession.uuid));
  const events = view.events.filter((event) => event.possessionUuid != null && kept.has(event.possessionUuid));
  return { ...view, events, possessions };
}
