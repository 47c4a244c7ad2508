import { computeStatistics, type Statistics, type StatsFilter, type StatsMatch } from '../../../domain/stats';
import type { StatisticsRequest, StatisticsResponse } from './statisticsRequest';

export type ComputedStatistics = { statistics: Statistics; elapsedMs: number; isInWorker: boolean };

export type StatisticsComputer = {
  compute: (matches: readonly StatsMatch[], filter: StatsFilter) => Promise<ComputedStatistics>;
  dispose: () => void;
};

function startWorker(): Worker | null {
  if (typeof Worker === 'undefined') return null;
  try {
    return new Worker(new URL('./statistics.worker.ts', import.meta.url), { type: 'module' });
  } catch {
    return null;
  }
}

function computeHere(matches: readonly StatsMatch[], filter: StatsFilter): Promise<ComputedStatistics> {
  return new Promise((resolve, reject) =>
    setTimeout(() => {
      try {
        const started = performance.now();
        const statistics = computeStatistics(matches, filter);
        resolve({ statistics, elapsedMs: performance.now() - started, isInWorker: false });
      } catch (error) {
        reject(error instanceof Error ? error : new Error(String(error)));
      }
    }),
  );
}

/**
 * Computes statistics in a Web Worker, or on the main thread where there is none (jsdom) or it fails to
 * start. The matches travel to the worker only when they change (a season is tens of thousands of events).
 */
export function createStatisticsComputer(): StatisticsComputer {
  let worker = startWorker();
  let sentMatches: readonly StatsMatch[] | null = null;
  let nextId = 1;
  type Waiting = {
    matches: readonly StatsMatch[];
    filter: StatsFilter;
    resolve: (value: ComputedStatistics) => void;
    reject: (error: Error) => void;
  };
  const waiting = new Map<number, Waiting>();

  // A worker that fails (e.g. cannot load its module) hands its requests to the main thread for good.
  const fallBack = () => {
    worker?.terminate();
    worker = null;
    for (const { matches, filter, resolve, reject } of waiting.values())
      computeHere(matches, filter).then(resolve, reject);
    waiting.clear();
  };
  worker?.addEventListener('message', (event: MessageEvent<StatisticsResponse>) => {
    const pending = waiting.get(event.data.id);
    if (!pending) return;
    waiting.delete(event.data.id);
    if ('error' in event.data) pending.reject(new Error(event.data.error));
    else pending.resolve({ statistics: event.data.statistics, elapsedMs: event.data.elapsedMs, isInWorker: true });
  });
  worker?.addEventListener('error', fallBack);

  return {
    compute(matches, filter) {
      if (!worker) return computeHere(matches, filter);
      const id = nextId++;
      const request: StatisticsRequest = { id, filter, ...(matches !== sentMatches ? { matches } : {}) };
      sentMatches = matches;
      return new Promise((resolve, reject) => {
        waiting.set(id, { matches, filter, resolve, reject });
        worker!.postMessage(request);
      });
    },
    dispose() {
      worker?.terminate();
      worker = null;
      waiting.clear();
    },
  };
}
