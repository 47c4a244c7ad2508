/** Pulling server rows into the device's cache (docs/design.md §4): one guard against local work, one session check. */
export { pullIntoCache, type Pull } from './pullIntoCache';
export { pullsSettled } from './joinPullInFlight';
export { cacheScope, type CacheScope } from './cacheScope';
export type { PullGuard } from './pullGuard';
export { replaceScopeRows } from './replaceScopeRows';
export { putUnlessQueued } from './putUnlessQueued';
export { fetchEveryPage } from './fetchEveryPage';
export { overwriteRows } from './overwriteRows';
