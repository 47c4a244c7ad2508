import type { MatchSummary } from '../../domain/stats';
import type { SideDetails, StoredMatchSummary } from './storedMatchSummary';

/**
 * The complete summaries parsed on this page, by match and quarter slice: a filter change or a re-read does
 * not parse again.
 */
const parsed = new Map<string, { stamp: string; summary: MatchSummary }>();

/**
 * The summary with every figure, from its stored form (see StoredMatchSummary): the long lists parsed once per
 * computation of the row (its stamp), then kept while the page lives.
 */
export function completeSummary(stored: StoredMatchSummary): MatchSummary {
  const key = `${stored.matchId}/${stored.quarter ?? 'match'}`;
  const known = parsed.get(key);
  if (known?.stamp === stored.stamp) return known.summary;
  const details = JSON.parse(stored.details) as SideDetails[];
  const { details: _details, stamp: _stamp, ...head } = stored;
  const summary: MatchSummary = {
    ...head,
    sides: head.sides.map((side, index) => {
      const { players, lineups, shotPoints } = details[index]!;
      return {
        ...side,
        statistics: {
          ...side.statistics,
          players,
          lineups,
          shotMap: { ...side.statistics.shotMap, points: shotPoints },
        },
      };
    }),
  };
  parsed.set(key, { stamp: stored.stamp, summary });
  return summary;
}
