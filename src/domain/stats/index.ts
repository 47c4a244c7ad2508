export * from './types';
export { computeStatistics } from './computeStatistics';
export { applyStatsFilter } from './applyStatsFilter';
export { teamStatistics } from './teamStatistics';
export { boxScore } from './boxScore';
export { possessionOutcome } from './possessionOutcome';
export { isGoalkeeperSave } from './isGoalkeeperSave';
export { mirrorEvent } from './mirrorEvent';
export { mirrorPossession } from './mirrorPossession';
