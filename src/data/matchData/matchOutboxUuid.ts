/** The outbox uuid of a match's start/end call (src/data/captureState/startMatchLocally.ts). */
export function matchOutboxUuid(matchId: number): string {
  return `match:${matchId}`;
}
