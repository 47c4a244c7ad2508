import { MAX_CAP, MIN_CAP } from '../../domain/model';

/**
 * Caps for players joining a roster, in their order: each keeps the cap they wore last time when it is
 * still free here, the others get the next free numbers from 1 (the usual sequence, goalkeeper first).
 */
export function suggestCaps(
  playerIds: readonly number[],
  taken: Iterable<number>,
  previousCaps: ReadonlyMap<number, number> = new Map(),
): number[] {
  const used = new Set(taken);
  const kept = new Map<number, number>();
  for (const id of playerIds) {
    const cap = previousCaps.get(id);
    if (cap !== undefined && !used.has(cap)) {
      kept.set(id, cap);
      used.add(cap);
    }
  }
  let next = MIN_CAP;
  return playerIds.map((id) => {
    const cap = kept.get(id);
    if (cap !== undefined) return cap;
    while (used.has(next) && next <= MAX_CAP) next++;
    used.add(next);
    return next;
  });
}
