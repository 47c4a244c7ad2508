export * from './statisticsMatch';
export { refreshStatisticsMatches } from './refreshStatisticsMatches';
export { readStatisticsMatches } from './readStatisticsMatches';
export { loadStatisticsMatches, type LoadProgress } from './loadStatisticsMatches';
export { readStatsMatches, type CachedStatsMatches } from './readStatsMatches';
export { cacheMatchLog, type MatchLog } from './cacheMatchLog';
export { readStatsSummaries, type CachedStatsSummaries } from './readStatsSummaries';
export { refreshStatsSummaries } from './refreshStatsSummaries';
export { loadStatsSummaries } from './loadStatsSummaries';
