import type { ClipFilter } from '../../../domain/video';
import type { ClipFilterOptions } from './clipFilterOptions';

/**
 * The criteria narrowing the playlist as the folded filter bar names them ("Sharks · #7 · Shoot · Goal"), in the
 * filters' order; the match choice aside. A value the options do not list (yet) is left out.
 */
export function activeFilterNames(
  filter: ClipFilter,
  options: ClipFilterOptions,
  needsReviewLabel: string,
  eventsLabel = '',
): string[] {
  const labelOf = (list: readonly { value: string | number; label: string }[], value: string | number | null) =>
    value === null ? null : (list.find((option) => option.value === value)?.label ?? null);
  const names = [
    labelOf(options.teams, filter.team),
    filter.team === null ? null : labelOf(options.players, filter.player),
    labelOf(options.types, filter.type),
    labelOf(options.outcomes, filter.outcome),
    labelOf(options.situations, filter.situation),
    labelOf(options.quarters, filter.quarter),
    labelOf(options.manAdvantages, filter.manAdvantage),
    filter.needsReview ? needsReviewLabel : null,
    filter.events ? eventsLabel : null,
  ];
  return names.filter((name): name is string => name !== null);
}
