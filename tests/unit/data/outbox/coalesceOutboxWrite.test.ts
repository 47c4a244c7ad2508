import { describe, expect, it } from 'vitest';
import { coalesceOutboxWrite } from '../../../../src/data/outbox/coalesceOutboxWrite';
import type { OutboxWrite } from '../../../../src/data/outbox';
import type { OutboxRow } from '../../../../src/data/db';

/**
 * Tiny notation: queued rows of one uuid, oldest first, as `op` or `op*` (in flight) or `op!` (parked);
 * the write as `op` or `op#7` (with a known server id); the decision as its kind.
 */
function row(spec: string, id: number): OutboxRow {
  const op = spec.replace(/[*!]/g, '') as OutboxRow['op'];
  return {
    id,
    entity: 'event',
    op,
    uuid: 'u',
    payload: { v: id },
    attempts: spec.endsWith('!') ? 5 : 0,
    nextAttemptAt: 0,
    lastError: null,
    state: spec.endsWith('!') ? 'parked' : 'pending',
    createdAt: 0,
    version: 0,
  };
}

function write(spec: string): OutboxWrite {
  const [op, serverId] = spec.split('#');
  return {
    entity: 'event',
    op: op as OutboxWrite['op'],
    uuid: 'u',
    payload: { v: 'new' },
    ...(serverId ? { serverId: Number(serverId) } : {}),
  };
}

const table: [queued: string, write: string, decision: string, why: string][] = [
  ['', 'create', 'append', 'a first create is queued'],
  ['create', 'update', 'merge', 'an update of a not-yet-created row changes the create'],
  ['create', 'delete', 'cancel', 'a delete of a not-yet-created row removes both'],
  ['update', 'update', 'merge', 'the newest update wins'],
  ['update', 'delete', 'merge', 'an update followed by a delete sends only the delete'],
  ['create*', 'update', 'append', 'a row in flight is never rewritten'],
  ['create*', 'delete', 'append', 'a delete after a create in flight is still sent'],
  ['', 'delete', 'skip', 'a delete of something the server never had is skipped'],
  ['', 'delete#7', 'append', 'a delete of a synced row is queued'],
  ['', 'update#7', 'append', 'an update of a synced row is queued'],
  ['delete', 'update', 'append', 'nothing merges into a delete'],
  ['create!', 'update', 'merge', 'editing a parked row merges into it'],
  ['create*,update', 'update', 'merge', 'the newest row absorbs the write when it is not in flight'],
];

describe('coalescing outbox writes per uuid', () => {
  it.each(table)('[%s] + %s -> %s: %s', (queued, w, decision) => {
    const specs = queued ? queued.split(',') : [];
    const rows = specs.map((spec, i) => row(spec, i + 1));
    const inFlight = new Set(rows.filter((_, i) => specs[i]!.endsWith('*')).map((r) => r.id!));
    expect(coalesceOutboxWrite(rows, write(w), inFlight).kind).toBe(decision);
  });

  it('merging into a parked row puts it back in the queue with a fresh counter', () => {
    const decision = coalesceOutboxWrite([row('create!', 1)], write('update'), new Set());
    expect(decision).toMatchObject({
      kind: 'merge',
      changes: { state: 'pending', attempts: 0, payload: { v: 'new' } },
    });
  });

  it('an update after a delete-merge keeps the server id for the delete', () => {
    const decision = coalesceOutboxWrite([{ ...row('update', 1), serverId: 9 }], write('delete'), new Set());
    expect(decision).toMatchObject({ kind: 'merge', changes: { op: 'delete', serverId: 9, payload: null } });
  });

  it('match start and end are never merged', () => {
    const start: OutboxRow = { ...row('update', 1), entity: 'match' };
    expect(coalesceOutboxWrite([start], { ...write('update'), entity: 'match' }, new Set()).kind).toBe('append');
  });
});
