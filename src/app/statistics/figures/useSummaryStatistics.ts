import { useEffect, useMemo, useRef, useState } from 'react';
import { completeSummary, recordSpan, type CachedStatsSummaries } from '../../../data/statistics';
import {
  statisticsFromSummaries,
  type StatisticsStage,
  type StatsFilter,
  type SummarizedMatch,
  type TeamStatistics,
} from '../../../domain/stats';
import type { ComputedStatistics } from './createStatisticsComputer';
import { runInSlices } from './runInSlices';
import type { StatisticsResult } from './useComputedStatistics';

export type StagedStatisticsResult = StatisticsResult & { stage: StatisticsStage };

/** Stored summaries parsed whole per task while the other tabs are filled (a few milliseconds each). */
const SUMMARIES_PER_STEP = 25;

function timed(stage: StatisticsStage, run: () => ComputedStatistics['statistics']): ComputedStatistics {
  const started = performance.now();
  const statistics = run();
  const ended = performance.now();
  recordSpan(`statistics: merge (${stage})`, started, ended);
  return { statistics, elapsedMs: ended - started, isInWorker: false };
}

/** The figures merged so far for one read of the summaries, by filter: choosing a filter again shows them at once. */
type Merged = {
  boxScore: Map<string, ComputedStatistics>;
  complete: Map<string, ComputedStatistics>;
};

/**
 * The figures of a filter the summaries serve, merged from the stored summaries at once (no wait, no worker:
 * a few hundred small rows): the box score first; after it has been painted, the long lists are parsed and
 * every other figure merged team by team, in slices that leave the screen responsive. Merged figures are kept
 * per read of the summaries and filter, while that read is held (a quarter's slices read again, unchanged, are
 * the same read).
 */
export function useSummaryStatistics(
  summaries: CachedStatsSummaries | undefined,
  filter: StatsFilter,
  filterKey: string,
  isEnabled: boolean,
): StagedStatisticsResult {
  const isReady = isEnabled && summaries !== undefined && summaries.stale.length === 0;
  const mergedByRead = useRef(new WeakMap<CachedStatsSummaries, Merged>());
  const mergedOf = (read: CachedStatsSummaries) => {
    let merged = mergedByRead.current.get(read);
    if (!merged) mergedByRead.current.set(read, (merged = { boxScore: new Map(), complete: new Map() }));
    return merged;
  };
  const boxScore = useMemo(() => {
    if (!isReady) return null;
    const merged = mergedOf(summaries);
    const known = merged.boxScore.get(filterKey);
    if (known) return known;
    const computed = timed('boxScore', () => statisticsFromSummaries(summaries.matches, filter, 'boxScore'));
    merged.boxScore.set(filterKey, computed);
    return computed;
    // eslint-disable-next-line react-hooks/exhaustive-deps -- the filter is its key
  }, [isReady, summaries, filterKey]);
  const [complete, setComplete] = useState<{ from: ComputedStatistics; computed: ComputedStatistics } | null>(null);

  useEffect(() => {
    if (!boxScore || !summaries) return;
    const cache = mergedOf(summaries);
    const known = cache.complete.get(filterKey);
    if (known) {
      setComplete({ from: boxScore, computed: known });
      return;
    }
    const started = performance.now();
    const matches: SummarizedMatch[] = [];
    const teams: TeamStatistics[] = [];
    const parse = Array.from({ length: Math.ceil(summaries.matches.length / SUMMARIES_PER_STEP) }, (_, step) => () => {
      for (const { match, summary } of summaries.matches.slice(
        step * SUMMARIES_PER_STEP,
        (step + 1) * SUMMARIES_PER_STEP,
      ))
        matches.push({ match, summary: completeSummary(summary) });
    });
    // Team by team, as statisticsFromSummaries would merge them all at once (the teams in the box score's order).
    const merge = boxScore.statistics.teams.map(({ team }) => () => {
      teams.push(...statisticsFromSummaries(matches, { ...filter, teamId: team.id }, 'complete').teams);
    });
    const finish = () => {
      const ended = performance.now();
      recordSpan('statistics: merge (complete)', started, ended);
      const computed = { statistics: { ...boxScore.statistics, teams }, elapsedMs: ended - started, isInWorker: false };
      cache.complete.set(filterKey, computed);
      setComplete({ from: boxScore, computed });
    };
    return runInSlices([...parse, ...merge, finish]);
    // eslint-disable-next-line react-hooks/exhaustive-deps -- boxScore changes with every input
  }, [boxScore]);

  const isComplete = boxScore !== null && complete?.from === boxScore;
  return {
    computed: isComplete ? complete.computed : boxScore,
    isBusy: isEnabled && !isReady,
    error: null,
    stage: isComplete ? 'complete' : 'boxScore',
  };
}
