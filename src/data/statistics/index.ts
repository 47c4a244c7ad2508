export * from './statisticsMatch';
export { refreshStatisticsMatches } from './refreshStatisticsMatches';
export { readStatisticsMatches } from './readStatisticsMatches';
export { loadStatisticsMatches, type LoadProgress } from './loadStatisticsMatches';
export { readStatsMatches, type CachedStatsMatches } from './readStatsMatches';
export { cacheMatchLog, type MatchLog, type MatchLogGuard } from './cacheMatchLog';
export { readMatchLogGuard } from './readMatchLogGuard';
