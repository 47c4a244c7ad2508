import { computeStatistics, type StatsMatch } from '../../../domain/stats';
import type { StatisticsRequest, StatisticsResponse } from './statisticsRequest';

/** Computes the statistics off the main thread; keeps the last matches so a filter change sends only the filter. */
let matches: readonly StatsMatch[] = [];

addEventListener('message', (event: MessageEvent<StatisticsRequest>) => {
  const { id, filter } = event.data;
  if (event.data.matches) matches = event.data.matches;
  let response: StatisticsResponse;
  try {
    const started = performance.now();
    const statistics = computeStatistics(matches, filter);
    response = { id, statistics, elapsedMs: performance.now() - started };
  } catch (error) {
    response = { id, error: error instanceof Error ? error.message : String(error) };
  }
  postMessage(response);
});
