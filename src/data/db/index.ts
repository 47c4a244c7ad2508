export * from './db';
export * from './rows';
