/** Not-yet-synced rows come after every synced one, in the order their outbox rows were queued. */
const UNSYNCED_BASE = Number.MAX_SAFE_INTEGER / 2;

/**
 * Events or possessions in the order they were recorded: by match time, then by server id (ascending, the
 * order they reached the server), then unsynced rows by their outbox row. `outboxOrder` maps uuid → outbox id.
 */
export function sortByRecording<T extends { uuid: string; id?: number | undefined }>(
  rows: readonly T[],
  timeOf: (row: T) => number,
  outboxOrder: ReadonlyMap<string, number>,
): T[] {
  const orderOf = (row: T) => row.id ?? UNSYNCED_BASE + (outboxOrder.get(row.uuid) ?? 0);
  return [...rows].sort((a, b) => timeOf(a) - timeOf(b) || orderOf(a) - orderOf(b));
}
