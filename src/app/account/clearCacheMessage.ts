/** What Clear cache reports; unsynced captures are always kept and said so. */
export function clearCacheMessage(pendingCaptures: number): string {
  if (pendingCaptures === 0) return 'Cache cleared';
  const what = pendingCaptures === 1 ? '1 unsynced capture was' : `${pendingCaptures} unsynced captures were`;
  return `Cache cleared. ${what} kept and will be sent when the connection allows.`;
}
