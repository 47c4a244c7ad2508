export { requestSync, startSyncTriggers } from './requestSync';
export { FLUSH_MESSAGE, SYNC_TAG } from './syncTags';
export { syncNow } from './syncNow';
export { performGuardedFlush, OUTBOX_LOCK } from './performGuardedFlush';
