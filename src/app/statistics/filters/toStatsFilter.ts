import type { StatsFilter } from '../../../domain/stats';
import type { StatisticsView } from '../statisticsView';

/** The domain filter of a view: the tab is the screen's, everything else filters the matches. */
export function toStatsFilter({ tabIndex: _tab, ...filter }: StatisticsView): StatsFilter {
  return filter;
}
