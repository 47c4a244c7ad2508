export * from './accountBodies';
