import type { ArchiveEvent, ArchivePossession } from '../../domain/archive';

/**
 * Rows whose links name only rows of the same archive. A scorer's device sends a placeholder opponent uuid until
 * the other scorer's record arrives, and one that never arrives leaves it naming nothing; an archive keeps no
 * such placeholder, so every link it holds can be checked on import.
 */
export function withoutDanglingLinks(
  events: readonly ArchiveEvent[],
  possessions: readonly ArchivePossession[],
): { events: ArchiveEvent[]; possessions: ArchivePossession[] } {
  const possessionUuids = new Set(possessions.map((row) => row.uuid));
  const eventUuids = new Set(events.map((row) => row.uuid));
  const possession = (uuid: string | null | undefined) => (uuid && possessionUuids.has(uuid) ? uuid : null);
  return {
    possessions: possessions.map((row) => ({
      ...row,
      opponentPossessionUuid: possession(row.opponentPossessionUuid),
    })),
    events: events.map((row) => ({
      ...row,
      possessionUuid: possession(row.possessionUuid),
      opponentPossessionUuid: possession(row.opponentPossessionUuid),
      opponentEventUuid: row.opponentEventUuid && eventUuids.has(row.opponentEventUuid) ? row.opponentEventUuid : null,
    })),
  };
}
