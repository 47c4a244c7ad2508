/**
 * The uuids of rows recorded, changed or deleted on the device since `held` was noted (each row then, in
 * JSON); without a note nothing counts as changed.
 */
export function locallyChangedUuids<T extends { uuid: string }>(
  now: readonly T[],
  held: ReadonlyMap<string, string> | undefined,
): Set<string> {
  if (!held) return new Set();
  const changed = new Set(held.keys());
  for (const row of now) {
    if (held.get(row.uuid) === JSON.stringify(row)) changed.delete(row.uuid);
    else changed.add(row.uuid);
  }
  return changed;
}
