export * from './constants';
export * from './enums';
export * from './entities';
export * from './isCard';
export * from './sides';
export * from './clock';
export * from './leagueRules';
export * from './poolLength';
