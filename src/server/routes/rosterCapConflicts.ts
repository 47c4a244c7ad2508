type Entry = { player: { id: number }; cap: number };
type Existing = { cap: number; teamId: number; playerId: number };
export type CapConflict = { field: string; message: string };

/**
 * Why entries cannot join a team's match roster: a cap already taken in the team (or twice in the request),
 * a player already on this match. Caps are unique per team per match.
 */
export function rosterCapConflicts(
  entries: readonly Entry[],
  existing: readonly Existing[],
  teamId: number,
): CapConflict[] {
  const taken = new Set(existing.filter((row) => row.teamId === teamId).map((row) => row.cap));
  const onMatch = new Set(existing.map((row) => row.playerId));
  const seenCaps = new Set<number>();
  const seenPlayers = new Set<number>();
  return entries.flatMap((entry, index): CapConflict[] => {
    const conflicts: CapConflict[] = [];
    if (taken.has(entry.cap) || seenCaps.has(entry.cap)) {
      conflicts.push({ field: `players.${index}.cap`, message: `Cap ${entry.cap} is already used in this team` });
    }
    if (onMatch.has(entry.player.id) || seenPlayers.has(entry.player.id)) {
      conflicts.push({
        field: `players.${index}.player`,
        message: `Player ${entry.player.id} is already on the roster`,
      });
    }
    seenCaps.add(entry.cap);
    seenPlayers.add(entry.player.id);
    return conflicts;
  });
}
