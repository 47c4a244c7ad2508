import type { OutboxRow } from '../../../src/data/db';

const row = (id: number, changes: Partial<OutboxRow>): OutboxRow => ({
  id,
  entity: 'event',
  op: 'create',
  uuid: `uuid-${id}`,
  payload: {},
  attempts: 0,
  nextAttemptAt: 0,
  lastError: null,
  state: 'pending',
  createdAt: 0,
  ...changes,
});

/** A parked event the server refused, a match start that got no answer, and a row from before failures were kept as data. */
export const SYNC_PROBLEM_ROWS: OutboxRow[] = [
  row(3, {
    state: 'parked',
    attempts: 5,
    lastError: 'HTTP 422: refused',
    lastFailure: { status: 422, detail: 'refused' },
  }),
  row(2, {
    entity: 'match',
    op: 'update',
    payload: { action: 'start', matchId: 7 },
    attempts: 2,
    lastError: 'No answer from the server',
    lastFailure: { status: null, detail: '' },
  }),
  row(1, { entity: 'possession', op: 'delete', attempts: 1, lastError: 'HTTP 400' }),
];
