/** Where a match's live sharing is read, turned on and off (admin or user role). */
export function liveSharePath(matchId: number): string {
  return `/matches/${encodeURIComponent(String(matchId))}/live-share`;
}
