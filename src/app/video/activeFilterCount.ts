import type { ClipFilter } from '../../domain/video';

/** How many criteria narrow the playlist (the match choice aside). */
export function activeFilterCount(filter: ClipFilter): number {
  const { matches: _matches, needsReview, ...rest } = filter;
  return Object.values(rest).filter((value) => value !== null).length + (needsReview ? 1 : 0);
}
