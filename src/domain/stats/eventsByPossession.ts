import type { MatchEvent } from '../model';

/** A view's events grouped by their possession uuid, in event order. */
export function eventsByPossession(events: readonly MatchEvent[]): Map<string, MatchEvent[]> {
  const groups = new Map<string, MatchEvent[]>();
  for (const event of events) {
    if (!event.possessionUuid) continue;
    const group = groups.get(event.possessionUuid);
    if (group) group.push(event);
    else groups.set(event.possessionUuid, [event]);
  }
  return groups;
}
