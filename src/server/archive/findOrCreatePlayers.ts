import { and, eq, inArray } from 'drizzle-orm';
import type { ArchiveRosterEntry } from '../../domain/archive';
import { findSamePlayer } from '../../domain/players';
import type { Database } from '../db/database';
import { player } from '../db/schema';

type PlayerRow = typeof player.$inferSelect;

/**
 * The organisation's player for each roster entry (by index): the team's player of that name and birth year
 * (findSamePlayer, as a roster import matches), else a new player of the team; one insert creates all new ones.
 */
export async function findOrCreatePlayers(
  tx: Database,
  organizationId: number,
  roster: readonly ArchiveRosterEntry[],
  teamIds: ReadonlyMap<number, number>,
): Promise<number[]> {
  if (roster.length === 0) return [];
  const squads = new Map<number, PlayerRow[]>([...teamIds.values()].map((id) => [id, []]));
  const existing = await tx
    .select()
    .from(player)
    .where(and(eq(player.organizationId, organizationId), inArray(player.teamId, [...squads.keys()])))
    .orderBy(player.id);
  for (const row of existing) squads.get(row.teamId!)?.push(row);
  const found = roster.map((entry) => {
    const same = findSamePlayer(entry.player, squads.get(teamIds.get(entry.team.id)!) ?? []);
    return same === 'ambiguous' ? null : same;
  });
  const missing = roster.flatMap((entry, i) => (found[i] ? [] : [{ entry, i }]));
  if (missing.length > 0) {
    const created = await tx
      .insert(player)
      .values(
        missing.map(({ entry }) => ({
          organizationId,
          firstName: entry.player.firstName,
          lastName: entry.player.lastName,
          birthYear: entry.player.birthYear ?? null,
          teamId: teamIds.get(entry.team.id)!,
        })),
      )
      .returning();
    missing.forEach(({ i }, n) => (found[i] = created[n]!));
  }
  return found.map((row) => row!.id);
}
