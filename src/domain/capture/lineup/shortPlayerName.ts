/** 'KovG': the first 3 letters of the last name and the first letter of the first name (docs/product.md §3). */
export function shortPlayerName(player: { firstName?: string | null; lastName?: string | null }): string {
  const last = [...(player.lastName ?? '').trim()].slice(0, 3).join('');
  const first = [...(player.firstName ?? '').trim()].slice(0, 1).join('');
  return `${last}${first}`;
}
