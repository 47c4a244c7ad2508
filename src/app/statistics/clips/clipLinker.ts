import { MAX_CLIP_EVENTS } from '../../../domain/video';
import type { TeamStatistics } from '../../../domain/stats';
import { clipLink, type ClipQuery } from './clipLink';
import type { StatisticsView } from '../statisticsView';

/** Where a count of a team plays as clips, or null when none of its matches has video. */
export type ClipLinker = (team: TeamStatistics, query: Omit<ClipQuery, 'matches' | 'team'>) => string | null;

/** One event behind a figure: the match it was recorded in, and its uuid. */
export type ClipEventRef = { matchId: number; uuid: string };

/**
 * Where the listed events of a team play as clips (opened at `event` when given), or null when none is in a
 * match with video, or when they are more than one link can list.
 */
export type EventClipLinker = (team: TeamStatistics, events: readonly ClipEventRef[], event?: string) => string | null;

export const NO_CLIPS: ClipLinker = () => null;
export const NO_EVENT_CLIPS: EventClipLinker = () => null;

/** A team's matches scored only from the opponent's side have no events of their own to play. */
function playableMatches(team: TeamStatistics, hasVideo: ReadonlySet<number>): number[] {
  const mirrored = new Set(team.mirroredMatches);
  return team.matches.filter((id) => hasVideo.has(id) && !mirrored.has(id));
}

/**
 * Clip links for the matches with video. The view's single quarter, situation and man-up filters carry
 * over.
 */
export function createClipLinker(withVideo: readonly number[], view: StatisticsView): ClipLinker {
  const hasVideo = new Set(withVideo);
  return (team, query) => {
    const matches = playableMatches(team, hasVideo);
    if (matches.length === 0) return null;
    return clipLink({
      matches,
      team: team.team.id,
      quarter: view.quarters.length === 1 ? view.quarters[0] : undefined,
      situation: view.situations.length === 1 ? view.situations[0] : undefined,
      manUp: view.manUp === 'MAN_UP' ? true : undefined,
      ...query,
    });
  };
}

/**
 * Clip links for figures no filter key expresses, as the list of their events (`events`). The list is the
 * figure already filtered: the view's filters do not carry over (a situation would drop a possession's other
 * events).
 */
export function createEventClipLinker(withVideo: readonly number[]): EventClipLinker {
  const hasVideo = new Set(withVideo);
  return (team, events, event) => {
    const playable = new Set(playableMatches(team, hasVideo));
    const kept = events.filter(({ matchId }) => playable.has(matchId));
    const uuids = [...new Set(kept.map(({ uuid }) => uuid))];
    if (uuids.length === 0 || uuids.length > MAX_CLIP_EVENTS) return null;
    const inList = new Set(kept.map(({ matchId }) => matchId));
    return clipLink({
      matches: [...playable].filter((id) => inList.has(id)),
      team: team.team.id,
      events: uuids,
      event,
    });
  };
}
