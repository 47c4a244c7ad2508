export * from './types';
export { buildScoresheet } from './buildScoresheet';
