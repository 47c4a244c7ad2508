import { and, eq, inArray } from 'drizzle-orm';
import type { MatchArchive } from '../../domain/archive';
import type { Database } from '../db/database';
import { event, possession } from '../db/schema';

/**
 * The match of the organisation that already holds the archive's events or possessions (an archive imported
 * before keeps its uuids, and an organisation holds each uuid once), or null.
 */
export async function findImportedMatch(
  tx: Database,
  organizationId: number,
  archive: MatchArchive,
): Promise<number | null> {
  for (const [table, uuids] of [
    [event, archive.events.map((row) => row.uuid)],
    [possession, archive.possessions.map((row) => row.uuid)],
  ] as const) {
    if (uuids.length === 0) continue;
    const [found] = await tx
      .select({ matchId: table.matchId })
      .from(table)
      .where(and(eq(table.organizationId, organizationId), inArray(table.uuid, uuids)))
      .limit(1);
    if (found) return found.matchId;
  }
  return null;
}
