export * from './api';
export * from './createApiClient';
export * from './fetchList';
export * from './unauthorizedHandler';
export * from './SessionChangedError';
