import type { TeamStatistics } from '../../../domain/stats';
import { clipLink, type ClipQuery } from './clipLink';
import type { StatisticsView } from '../statisticsView';

/** Where a count of a team plays as clips, or null when none of its matches has video. */
export type ClipLinker = (team: TeamStatistics, query: Omit<ClipQuery, 'matches' | 'team'>) => string | null;

export const NO_CLIPS: ClipLinker = () => null;

/**
 * Clip links for the matches with video. The view's single quarter, situation and man-up filters carry
 * over; a team's matches scored only from the opponent's side have no events of their own to play.
 */
export function createClipLinker(withVideo: readonly number[], view: StatisticsView): ClipLinker {
  const hasVideo = new Set(withVideo);
  return (team, query) => {
    const mirrored = new Set(team.mirroredMatches);
    const matches = team.matches.filter((id) => hasVideo.has(id) && !mirrored.has(id));
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
