import { eq } from 'drizzle-orm';
import type { MatchArchive } from '../../domain/archive';
import { comparableName } from '../../domain/players';
import type { Database } from '../db/database';
import { team } from '../db/schema';
import { leagueKeyOf } from './findOrCreateLeagues';

/**
 * The organisation's team for each of the archive's two teams, matched by name (the oldest of that name; case,
 * accents and spacing ignored), created with its short name and league when there is none; keyed by the
 * archive's team id.
 */
export async function findOrCreateTeams(
  tx: Database,
  organizationId: number,
  archive: MatchArchive,
  leagueIds: ReadonlyMap<string, number>,
): Promise<Map<number, number>> {
  const known = await tx
    .select({ id: team.id, name: team.name })
    .from(team)
    .where(eq(team.organizationId, organizationId))
    .orderBy(team.id);
  const ids = new Map<number, number>();
  for (const row of archive.teams) {
    const found = known.find((candidate) => comparableName(candidate.name) === comparableName(row.name));
    if (found) {
      ids.set(row.id, found.id);
      continue;
    }
    const [created] = await tx
      .insert(team)
      .values({
        organizationId,
        name: row.name,
        shortName: row.shortName ?? null,
        leagueId: row.league ? (leagueIds.get(leagueKeyOf(row.league)) ?? null) : null,
      })
      .returning({ id: team.id, name: team.name });
    known.push(created!);
    ids.set(row.id, created!.id);
  }
  return ids;
}
