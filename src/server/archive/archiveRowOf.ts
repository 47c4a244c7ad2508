/**
 * An event or possession row as the archive holds it: every field the app stores, the team as a reference, and
 * neither the installation's own ids nor the organisation.
 */
export function archiveRowOf<T extends { id: number; organizationId: number; matchId: number; teamId: number }>(
  row: T,
): Omit<T, 'id' | 'organizationId' | 'matchId' | 'teamId'> & { team: { id: number } } {
  const { id: _id, organizationId: _organizationId, matchId: _matchId, teamId, ...fields } = row;
  return { ...fields, team: { id: teamId } };
}
