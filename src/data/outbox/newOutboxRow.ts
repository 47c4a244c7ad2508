import type { DataOwner, OutboxRow } from '../db/rows';
import type { OutboxWrite } from './outboxWrite';

/** The outbox row a write becomes when nothing queued can absorb it: pending, due now, never tried. */
export function newOutboxRow(write: OutboxWrite, now: number, owner: DataOwner | undefined): OutboxRow {
  return {
    entity: write.entity,
    op: write.op,
    uuid: write.uuid,
    payload: write.payload,
    attempts: 0,
    nextAttemptAt: now,
    lastError: null,
    state: 'pending',
    createdAt: now,
    version: 0,
    ...(owner ? { owner } : {}),
    ...(write.serverId === undefined ? {} : { serverId: write.serverId }),
  };
}
