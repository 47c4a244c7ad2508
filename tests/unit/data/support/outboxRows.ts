import type { DataOwner } from '../../../../src/data/db/rows';

/** An event create waiting in the outbox, queued by `owner` (or before the device knew owners). */
export const pendingCapture = (uuid: string, owner?: DataOwner) => ({
  entity: 'event' as const,
  op: 'create' as const,
  uuid,
  payload: { uuid },
  attempts: 0,
  nextAttemptAt: 0,
  lastError: null,
  state: 'pending' as const,
  createdAt: 1,
  ...(owner ? { owner } : {}),
});
