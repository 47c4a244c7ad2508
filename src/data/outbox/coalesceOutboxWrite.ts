import type { OutboxRow } from '../db/rows';
import type { CoalesceDecision, OutboxWrite } from './outboxWrite';

/**
 * Coalescing per entity uuid (docs/design.md §4). Only the newest row of the uuid can absorb the write, and only
 * while no flush is sending it (`inFlight`: a row on its way may already be on the server, so it is never
 * rewritten).
 * - create + update: the create carries the new payload;
 * - create + delete: neither is sent;
 * - update + update: the newest payload wins;
 * - update + delete: only the delete is sent;
 * - a delete of something the server never had is skipped.
 * Editing a parked row is a fresh attempt: it returns to the queue with its counter reset.
 */
export function coalesceOutboxWrite(
  queued: readonly OutboxRow[],
  write: OutboxWrite,
  inFlight: ReadonlySet<number>,
): CoalesceDecision {
  const last = queued.at(-1);
  const isLastMergeable = last !== undefined && last.id !== undefined && !inFlight.has(last.id) && last.op !== 'delete';
  if (write.entity === 'match' || !isLastMergeable) {
    const isUnknownToServer = write.op === 'delete' && write.serverId === undefined && queued.length === 0;
    return isUnknownToServer ? { kind: 'skip' } : { kind: 'append' };
  }
  const fresh =
    last.state === 'parked' ? { state: 'pending' as const, attempts: 0, lastError: null, lastFailure: null } : {};
  if (write.op === 'update' || write.op === 'create') {
    return {
      kind: 'merge',
      id: last.id!,
      changes: { payload: write.payload, version: (last.version ?? 0) + 1, ...fresh },
    };
  }
  if (last.op === 'create') return { kind: 'cancel', id: last.id! };
  return {
    kind: 'merge',
    id: last.id!,
    changes: {
      op: 'delete',
      payload: null,
      version: (last.version ?? 0) + 1,
      serverId: write.serverId ?? last.serverId,
      ...fresh,
    },
  };
}
