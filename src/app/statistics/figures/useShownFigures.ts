import { useRef } from 'react';
import type { ComputedStatistics } from './createStatisticsComputer';
import type { StatisticsResult } from './useComputedStatistics';

export type ShownFigures = StatisticsResult & { isComplete: boolean };

/**
 * The figures to show: the current source's when it has them ready, else the last ones shown (marked busy)
 * while a change of source (summaries ↔ events) computes anew, so the screen never blanks on a filter change.
 */
export function useShownFigures(current: StatisticsResult, isComplete: boolean): ShownFigures {
  const last = useRef<{ computed: ComputedStatistics; isComplete: boolean } | null>(null);
  const isReady = current.computed !== null && !current.isBusy;
  if (isReady) last.current = { computed: current.computed!, isComplete };
  const shown = isReady
    ? { computed: current.computed, isComplete }
    : (last.current ?? { computed: current.computed, isComplete });
  return { ...current, ...shown, isBusy: current.isBusy || current.computed === null };
}
