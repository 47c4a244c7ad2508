import { SHOOTOUT_QUARTER, type MatchEvent, type Possession } from '../model';
import { manUpStateOf } from './manUp/manUpStateOf';
import { teamMatchViews } from './teamMatchViews';
import type { StatsFilter, StatsMatch, TeamMatchView } from './types';

const SHOT_TYPES = new Set(['SHOOT', 'SHOOTAGAINST']);

/**
 * The team sides the filter keeps, with only the events and possessions it keeps: league, season, matches,
 * team and opponent choose sides; quarter and man-up state cut events and possessions; a situation keeps
 * only shots of that situation (other events stay). The shootout's turns are no possessions of play: they
 * stay out of possession counts, minutes in the water and lineups, as its goals stay out of match totals.
 * The player filter cuts nothing here: plus-minus, possession outcomes, lineups and man-up need the other
 * players' events too, so the figures narrow to the chosen players themselves (teamStatistics).
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
  return views.map((view) => {
    const events = view.events.filter(
      (event) =>
        isKept(event) && (!SHOT_TYPES.has(event.type) || has(filter.situations, event.shootSituation ?? undefined)),
    );
    const possessions = view.possessions.filter(
      (possession) => possession.quarter < SHOOTOUT_QUARTER && isKept(possession),
    );
    return { ...view, events, possessions };
  });
}
