import { applyStatsFilter } from '../stats/applyStatsFilter';
import { eventsByPossession } from '../stats/eventsByPossession';
import { whilePlayersInWater } from '../stats/manUp/whilePlayersInWater';
import { possessionOutcome } from '../stats/possessionOutcome';
import { lineupOf } from '../stats/lineupOf';
import type { PossessionOutcome, StatsFilter, StatsMatch } from '../stats/types';
import { CLIP_EVENT_TYPES } from './clipEventTypes';

/** One possession as the possession and lineup figures count it, with the events of it that play as clips. */
export type PossessionClips = {
  matchId: number;
  team: number;
  side: 'offense' | 'defense';
  quarter: number;
  outcome: PossessionOutcome;
  /** Who was in the water as lineups name a unit (player keys, sorted, space-separated); null: not recorded. */
  lineup: string | null;
  /** The uuids of its tagged events, in the log's order. */
  events: string[];
};

/**
 * The possessions behind the possession and lineup figures of the chosen matches, filtered as
 * computeStatistics filters them (with chosen players: the possessions they were in the water for). A side
 * mirrored from the opponent's log has no events of its own to play and is left out.
 */
export function possessionClips(matches: readonly StatsMatch[], filter: StatsFilter): PossessionClips[] {
  const players = filter.players?.length ? new Set(filter.players) : null;
  const views = applyStatsFilter(matches, filter)
    .filter((view) => !view.isMirrored)
    .map((view) => (players ? whilePlayersInWater(view, players) : view));
  return views.flatMap((view) => {
    const grouped = eventsByPossession(view.events);
    return view.possessions.map((possession): PossessionClips => {
      const events = grouped.get(possession.uuid) ?? [];
      return {
        matchId: view.matchId,
        team: view.team.id,
        side: possession.offense ? 'offense' : 'defense',
        quarter: possession.quarter,
        outcome: possessionOutcome(events),
        lineup: lineupOf(view, possession.playersInWater)?.key ?? null,
        events: events.filter((event) => CLIP_EVENT_TYPES.includes(event.type)).map((event) => event.uuid),
      };
    });
  });
}
