/** The public live API of one share (no sign-in; nothing but that match is reachable through it). */
export function livePaths(shareId: string): { snapshot: string; stream: string } {
  const snapshot = `/api/live/${encodeURIComponent(shareId)}`;
  return { snapshot, stream: `${snapshot}/stream` };
}
