export { queueOutboxWrite } from './queueOutboxWrite';
export { flushOutbox, type FlushResult, type FlushDeps } from './flushOutbox';
export { retryOutboxRow, discardOutboxRow, exportOutboxRows } from './parkedRows';
export { LAST_SYNC_KEY } from './recordDelivery';
export { readOutboxStatus, type OutboxStatus } from './readOutboxStatus';
export type { OutboxWrite } from './outboxWrite';
export type { OutboxTransport, OutboxRequest, OutboxResponse } from './outboxTransport';
