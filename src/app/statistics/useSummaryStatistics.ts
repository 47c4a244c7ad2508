import { useEffect, useMemo, useState } from 'react';
import type { CachedStatsSummaries } from '../../data/statistics';
import { statisticsFromSummaries, type StatisticsStage, type StatsFilter } from '../../domain/stats';
import { afterPaint } from './afterPaint';
import type { ComputedStatistics } from './createStatisticsComputer';
import type { StatisticsResult } from './useComputedStatistics';

export type StagedStatisticsResult = StatisticsResult & { stage: StatisticsStage };

function timed(run: () => ComputedStatistics['statistics']): ComputedStatistics {
  const started = performance.now();
  const statistics = run();
  return { statistics, elapsedMs: performance.now() - started, isInWorker: false };
}

/**
 * The figures of a filter the summaries serve, merged from the stored summaries at once (no wait, no worker:
 * a few hundred small rows): the box score first, every other figure after that has been painted.
 */
export function useSummaryStatistics(
  summaries: CachedStatsSummaries | undefined,
  filter: StatsFilter,
  filterKey: string,
  isEnabled: boolean,
): StagedStatisticsResult {
  const isReady = isEnabled && summaries !== undefined && summaries.stale.length === 0;
  const boxScore = useMemo(
    () => (isReady ? timed(() => statisticsFromSummaries(summaries.matches, filter, 'boxScore')) : null),
    // eslint-disable-next-line react-hooks/exhaustive-deps -- the filter is its key
    [isReady, summaries, filterKey],
  );
  const [complete, setComplete] = useState<{ from: ComputedStatistics; computed: ComputedStatistics } | null>(null);

  useEffect(() => {
    if (!boxScore || !summaries) return;
    return afterPaint(() =>
      setComplete({
        from: boxScore,
        computed: timed(() => statisticsFromSummaries(summaries.matches, filter, 'complete')),
      }),
    );
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
