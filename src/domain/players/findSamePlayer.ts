import { comparableName } from './comparableName';

export type PlayerIdentity = { firstName: string; lastName: string; birthYear?: number | null };

/**
 * The player of `players` that `row` names, by first name, last name and birth year (case, accents and
 * spaces ignored). A birth year missing on either side does not tell two players apart, so a roster
 * without birth years still finds the players entered with one; several such candidates are `ambiguous`
 * unless exactly one has the row's birth year.
 */
export function findSamePlayer<T extends PlayerIdentity>(
  row: PlayerIdentity,
  players: readonly T[],
): T | 'ambiguous' | null {
  const first = comparableName(row.firstName);
  const last = comparableName(row.lastName);
  const candidates = players.filter(
    (player) =>
      comparableName(player.firstName) === first &&
      comparableName(player.lastName) === last &&
      (row.birthYear == null || player.birthYear == null || row.birthYear === player.birthYear),
  );
  if (candidates.length <= 1) return candidates[0] ?? null;
  const sameYear = candidates.filter((player) => row.birthYear != null && player.birthYear === row.birthYear);
  return sameYear.length === 1 ? sameYear[0]! : 'ambiguous';
}
