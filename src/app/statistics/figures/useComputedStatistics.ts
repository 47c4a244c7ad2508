import { useEffect, useRef, useState } from 'react';
import type { StatsFilter, StatsMatch } from '../../../domain/stats';
import { createStatisticsComputer, type ComputedStatistics, type StatisticsComputer } from './createStatisticsComputer';

/** Filter changes come in bursts (typing, stepping through selects): compute once they settle. */
export const RECOMPUTE_DEBOUNCE_MS = 200;

export type StatisticsResult = {
  /** The latest figures; the previous ones stay while new ones are computed. */
  computed: ComputedStatistics | null;
  isBusy: boolean;
  error: string | null;
};

/** Computes the statistics of the matches and filter, debounced, in a worker; a stale answer is dropped. */
export function useComputedStatistics(
  matches: readonly StatsMatch[] | null,
  filter: StatsFilter,
  filterKey: string,
): StatisticsResult {
  const computerRef = useRef<StatisticsComputer | null>(null);
  const [result, setResult] = useState<StatisticsResult>({ computed: null, isBusy: false, error: null });
  const latestRequest = useRef(0);
  const filterRef = useRef(filter);
  filterRef.current = filter;

  useEffect(() => {
    const computer = createStatisticsComputer();
    computerRef.current = computer;
    return () => {
      computer.dispose();
      computerRef.current = null;
    };
  }, []);

  useEffect(() => {
    if (!matches) return;
    const request = ++latestRequest.current;
    setResult((current) => ({ ...current, isBusy: true }));
    const timer = setTimeout(() => {
      computerRef.current
        ?.compute(matches, filterRef.current)
        .then((computed) => {
          if (request === latestRequest.current) setResult({ computed, isBusy: false, error: null });
        })
        .catch((error: unknown) => {
          if (request === latestRequest.current)
            setResult((current) => ({
              ...current,
              isBusy: false,
              error: error instanceof Error ? error.message : String(error),
            }));
        });
    }, RECOMPUTE_DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [matches, filterKey]);

  return result;
}
