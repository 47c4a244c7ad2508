import type { RecordedOrder } from '../db/rows';

/** Not-yet-synced rows come after every synced one, in the order their outbox rows were queued. */
const UNSYNCED_BASE = Number.MAX_SAFE_INTEGER / 2;

/**
 * Events or possessions in the order they were recorded: by match time; at the same time, two rows this device
 * recorded by their recording sequence; otherwise by server id (ascending, the order they reached the server),
 * then unsynced rows by their outbox row. `outboxOrder` maps uuid → outbox id.
 */
export function sortByRecording<T extends { uuid: string; id?: number | undefined } & RecordedOrder>(
  rows: readonly T[],
  timeOf: (row: T) => number,
  outboxOrder: ReadonlyMap<string, number>,
): T[] {
  const orderOf = (row: T) => row.id ?? UNSYNCED_BASE + (outboxOrder.get(row.uuid) ?? 0);
  const bySeq = (a: T, b: T) =>
    a.recordedSeq !== undefined && b.recordedSeq !== undefined ? a.recordedSeq - b.recordedSeq : 0;
  return [...rows].sort((a, b) => timeOf(a) - timeOf(b) || bySeq(a, b) || orderOf(a) - orderOf(b));
}
