/** Where a match's event tips (play-by-play suggestions, docs/design.md §6) are cached in db.meta. */
export function matchTipsKey(matchId: number): string {
  return `tips:${matchId}`;
}
