export * from './matchSignOff';
export * from './matchSignOffCache';
