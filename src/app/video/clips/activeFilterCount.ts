import type { ClipFilter } from '../../../domain/video';

/** How many criteria narrow the playlist (the match choice aside). */
export function activeFilterCount(filter: ClipFilter): number {
  const { matches: _matches, needsReview, player, ...rest } = filter;
  // A player without a team narrows nothing (isInClipFilter ignores it).
  const isPlayerOn = player !== null && filter.team !== null;
  return Object.values(rest).filter((value) => value !== null).length + (isPlayerOn ? 1 : 0) + (needsReview ? 1 : 0);
}
