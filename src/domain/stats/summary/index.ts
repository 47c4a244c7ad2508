export type { MatchSummary, SideSummary, StatisticsStage } from './types';
export { summarizeMatch } from './summarizeMatch';
export { statsDefinitionsVersion } from './statsDefinitionsVersion';
export { statisticsFromSummaries, type SummarizedMatch } from './statisticsFromSummaries';
export { isServedBySummaries } from './isServedBySummaries';
export { slicedQuarterOf } from './slicedQuarterOf';
export { SLICED_QUARTERS } from './slicedQuarters';
