import type { MatchEvent, Possession } from '../model';
import { manUpStateOf } from './manUpStateOf';
import { playerKeyOf } from './playerKeyOf';
import { teamMatchViews } from './teamMatchViews';
import type { StatsFilter, StatsMatch, TeamMatchView } from './types';

const SHOT_TYPES = new Set(['SHOOT', 'SHOOTAGAINST']);

/**
 * The team sides the filter keeps, with only the events and possessions it keeps: league, season, matches,
 * team and opponent choose sides; quarter and man-up state cut events and possessions; a situation keeps
 * only shots of that situation (other events stay); players keep the events that name one of them and the
 * possessions they were in the water for.
 */
export function applyStatsFilter(matches: readonly StatsMatch[], filter: StatsFilter): TeamMatchView[] {
  const has = <T>(list: readonly T[] | undefined, value: T) => !list || list.length === 0 || list.includes(value);
  const views = matches
    .filter(({ match }) => has(filter.matchIds, match.id))
    .filter(({ match }) => has(filter.leagueIds, match.league?.id ?? NaN))
    .filter(({ match }) => has(filter.seasons, match.league?.season ?? ''))
    .flatMap(teamMatchViews)
    .filter((view) => filter.teamId == null || view.team.id === filter.teamId)
    .filter((view) => has(filter.opponentIds, view.opponent.id));

  const isKept = (item: MatchEvent | Possession) =>
    has(filter.quarters, item.quarter) && (filter.manUp == null || manUpStateOf(item) === filter.manUp);
  const players = filter.players?.length ? new Set(filter.players) : null;
  return views.map((view) => {
    const namesPlayer = (cap: number | null | undefined) => cap != null && players!.has(playerKeyOf(view, cap));
    const events = view.events.filter(
      (event) =>
        isKept(event) &&
        (!SHOT_TYPES.has(event.type) || has(filter.situations, event.shootSituation ?? undefined)) &&
        (!players || namesPlayer(event.playerNumber)),
    );
    const possessions = view.possessions.filter(
      (possession) => isKept(possession) && (!players || (possession.playersInWater ?? []).some(namesPlayer)),
    );
    return { ...view, events, possessions };
  });
}
