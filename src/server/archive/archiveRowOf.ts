/**
 * An event or possession row as the archive holds it: every field the app stores, the team as a reference, the
 * device's instant of the capture as the API writes instants (ISO-8601 UTC), and neither the installation's own
 * ids nor the organisation.
 */
export function archiveRowOf<
  T extends { id: number; organizationId: number; matchId: number; teamId: number; recordedAt: Date | null },
>(
  row: T,
): Omit<T, 'id' | 'organizationId' | 'matchId' | 'teamId' | 'recordedAt'> & {
  team: { id: number };
  recordedAt: string | null;
} {
  const { id: _id, organizationId: _organizationId, matchId: _matchId, teamId, recordedAt, ...fields } = row;
  return { ...fields, recordedAt: recordedAt?.toISOString() ?? null, team: { id: teamId } };
}
