export * from './LiveShare';
export * from './readLiveShare';
export * from './startLiveShare';
export * from './stopLiveShare';
export * from './fetchLiveSnapshot';
export * from './followLiveMatch';
export * from './lastLiveSnapshot';
