/** The live capture screen ({matchId}/substitutions) gets the compact chrome: it must fit one tablet screen. */
export function isCaptureRoute(location: string): boolean {
  return /^\/\d+\/substitutions\/?$/.test(location);
}
