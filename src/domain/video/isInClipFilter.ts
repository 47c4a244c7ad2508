import type { MatchEvent } from '../model';
import { CLIP_EVENT_TYPES } from './clipEventTypes';
import type { ClipFilter, ManAdvantage } from './clipFilter';

/** extraPlayer names the attacking side's advantage: on offense the team's man-up, on defense its man-down. */
function manAdvantageOf(event: Pick<MatchEvent, 'offense' | 'extraPlayer'>): ManAdvantage | null {
  if (!event.extraPlayer) return null;
  return event.offense ? 'MAN_UP' : 'MAN_DOWN';
}

/**
 * A cap names a player only within a team: without a team the player criterion is ignored, so cap 7 of
 * one team never brings in cap 7 of the other.
 */
function isPlayerIn(event: Pick<MatchEvent, 'team' | 'playerNumber'>, filter: ClipFilter): boolean {
  if (filter.player === null || filter.team === null) return true;
  return event.team.id === filter.team && event.playerNumber === filter.player;
}

/** Whether an event passes every criterion of the filter (the match list included). */
export function isInClipFilter(event: MatchEvent, filter: ClipFilter): boolean {
  const isTypeIn = filter.type === null ? CLIP_EVENT_TYPES.includes(event.type) : event.type === filter.type;
  return (
    filter.matches.includes(event.match.id) &&
    isTypeIn &&
    (filter.team === null || event.team.id === filter.team) &&
    isPlayerIn(event, filter) &&
    (filter.outcome === null || event.shootOutcome === filter.outcome) &&
    (filter.situation === null || event.shootSituation === filter.situation) &&
    (filter.quarter === null || event.quarter === filter.quarter) &&
    (filter.manAdvantage === null || manAdvantageOf(event) === filter.manAdvantage) &&
    (!filter.needsReview || event.needsReview === true) &&
    (filter.events === null || filter.events.includes(event.uuid))
  );
}
