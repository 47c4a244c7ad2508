export * from './clearCache';
