import { eq } from 'drizzle-orm';
import type { ArchiveLeague, MatchArchive } from '../../domain/archive';
import { comparableName } from '../../domain/players';
import type { Database } from '../db/database';
import { league } from '../db/schema';

/** A league season as people compare names: case, accents and spacing do not make another league. */
export const leagueKeyOf = (row: { name: string; season?: string | null }) =>
  `${comparableName(row.name)}\u0000${comparableName(row.season ?? '')}`;

/**
 * The organisation's league for each league the archive names (the match's and its teams'), matched by name and
 * season (the oldest), created when the organisation has none; keyed by leagueKeyOf.
 */
export async function findOrCreateLeagues(
  tx: Database,
  organizationId: number,
  archive: MatchArchive,
): Promise<Map<string, number>> {
  const named = [archive.match.league, ...archive.teams.map((team) => team.league)].filter(
    (row): row is ArchiveLeague => row != null,
  );
  const ids = new Map<string, number>();
  if (named.length === 0) return ids;
  const existing = await tx.select().from(league).where(eq(league.organizationId, organizationId)).orderBy(league.id);
  for (const row of existing) if (!ids.has(leagueKeyOf(row))) ids.set(leagueKeyOf(row), row.id);
  const missing = [...new Map(named.map((row) => [leagueKeyOf(row), row]))].filter(([key]) => !ids.has(key));
  if (missing.length === 0) return ids;
  const created = await tx
    .insert(league)
    .values(
      missing.map(([, row]) => ({
        organizationId,
        name: row.name,
        season: row.season ?? null,
        quarterLength: row.quarterLength ?? null,
        exclusionTime: row.exclusionTime ?? null,
        possessionClock: row.possessionClock ?? null,
        poolLength: row.poolLength ?? null,
        timeoutsPerMatch: row.timeoutsPerMatch ?? null,
      })),
    )
    .returning({ id: league.id });
  missing.forEach(([key], i) => ids.set(key, created[i]!.id));
  return ids;
}
