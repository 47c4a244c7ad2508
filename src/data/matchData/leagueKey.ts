/** Where a league's row (its quarter length above all) is cached in db.meta, for capture offline. */
export function leagueKey(leagueId: number): string {
  return `league:${leagueId}`;
}
