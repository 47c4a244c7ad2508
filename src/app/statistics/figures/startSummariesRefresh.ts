import { refreshStatsSummaries, type ListedMatch, type SummaryPart } from '../../../data/statistics';

/** Summaries (by match and part) this page is computing now: a live query firing meanwhile does not start them twice. */
const refreshing = new Set<string>();

/** Computes the summaries (or quarter slices) of the matches not being computed already, from their cached logs. */
export function startSummariesRefresh(matches: readonly ListedMatch[], part: SummaryPart): void {
  const keyOf = (matchId: number) => `${matchId}/${part}`;
  const due = matches.filter((match) => !refreshing.has(keyOf(match.id)));
  if (due.length === 0) return;
  for (const match of due) refreshing.add(keyOf(match.id));
  refreshStatsSummaries(due, part)
    .catch((error: unknown) => console.warn('[statistics] summaries could not be computed', error))
    .finally(() => due.forEach((match) => refreshing.delete(keyOf(match.id))));
}
