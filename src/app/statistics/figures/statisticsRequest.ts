import type { Statistics, StatsFilter, StatsMatch } from '../../../domain/stats';

/** Page → worker: the matches only when they changed since the last request, and the filter. */
export type StatisticsRequest = { id: number; matches?: readonly StatsMatch[]; filter: StatsFilter };

/** Worker → page: the figures and how long computing them took, in milliseconds. */
export type StatisticsResponse =
  { id: number; statistics: Statistics; elapsedMs: number } | { id: number; error: string };
