import { playerKeyOf } from './players';
import type { TeamMatchView } from './types';

/**
 * A side narrowed to what the chosen players did themselves: the events whose own cap (playerNumber) is one
 * of them. The player-level counts of a team (shooting, turnovers, exclusions, saves, …) come from these.
 */
export function eventsOfPlayers(view: TeamMatchView, players: ReadonlySet<string>): TeamMatchView {
  const events = view.events.filter(
    (event) => event.playerNumber != null && players.has(playerKeyOf(view, event.playerNumber)),
  );
  return { ...view, events };
}
