import type { MatchEvent } from '../model';

/**
 * Both teams' logs record one happening twice (a goal is SHOOT in one, SHOOTAGAINST in the other, linked by
 * opponentEventUuid). When both rows are listed, the attacking side's row stays (on a tie the smaller uuid),
 * so a happening plays once.
 */
export function dropMirroredTwins(events: readonly MatchEvent[]): MatchEvent[] {
  const byUuid = new Map(events.map((event) => [event.uuid, event]));
  return events.filter((event) => {
    const twin = event.opponentEventUuid ? byUuid.get(event.opponentEventUuid) : undefined;
    if (!twin || twin.uuid === event.uuid) return true;
    if (event.offense !== twin.offense) return event.offense;
    return event.uuid < twin.uuid;
  });
}
