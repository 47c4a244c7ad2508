import { db } from '../db/db';
import { isSummaryCurrent } from './isSummaryCurrent';
import { measured } from './measured';
import type { CachedStatsSummaries, StoredSummarizedMatch } from './readStatsSummaries';
import type { ListedMatch } from './listedMatch';

/**
 * The chosen matches' stored slices of `quarter`, given their whole-match summaries as read (which name the
 * matches, their videos and those whose log changed): one small row per match and nothing else. A match whose
 * slice is missing or out of date, or whose whole summary is, is stale: refreshStatsSummaries(…, 'quarters').
 */
export async function readQuarterSummaries(
  summaries: CachedStatsSummaries,
  quarter: number,
): Promise<CachedStatsSummaries> {
  const slices = await measured('statistics: quarter slices read', () =>
    db.matchQuarterSummaries.bulkGet(summaries.matches.map(({ match }): [number, number] => [match.id, quarter])),
  );
  const matches: StoredSummarizedMatch[] = [];
  const stale: ListedMatch[] = [];
  summaries.matches.forEach(({ match }, index) => {
    const summary = slices[index];
    if (isSummaryCurrent(summary, match)) matches.push({ match, summary });
    else stale.push(match);
  });
  return { ...summaries, matches, stale: [...stale, ...summaries.stale] };
}
