import type { OutboxEntity, OutboxOp, OutboxRow } from '../db/rows';

/** A server call the data layer wants made, before it becomes (or merges into) an outbox row. */
export type OutboxWrite = {
  entity: OutboxEntity;
  op: OutboxOp;
  uuid: string;
  /** The server id when the local row already knows it (synced before). */
  serverId?: number;
  payload: unknown;
};

/** What to do with a new write given the rows already queued for its uuid (oldest first). */
export type CoalesceDecision =
  | { kind: 'append' }
  | { kind: 'merge'; id: number; changes: Partial<OutboxRow> }
  | { kind: 'cancel'; id: number }
  | { kind: 'skip' };
