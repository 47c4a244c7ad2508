import type { MatchEvent, Possession } from '../../domain/model';

export type PossessionGroup = { number: number | null; possession: Possession | null; events: MatchEvent[] };

/**
 * Events grouped by possession, in recording order; each group numbered by its possession's place in the
 * possession list (1-based). Events without a known possession form a last group with no number.
 */
export function groupByPossession(
  events: readonly MatchEvent[],
  possessions: readonly Possession[],
): PossessionGroup[] {
  const groups = possessions.map((possession, index): PossessionGroup => ({
    number: index + 1,
    possession,
    events: [],
  }));
  const byUuid = new Map(groups.map((group) => [group.possession!.uuid, group]));
  const orphans: MatchEvent[] = [];
  for (const event of events) {
    const group = event.possessionUuid ? byUuid.get(event.possessionUuid) : undefined;
    if (group) group.events.push(event);
    else orphans.push(event);
  }
  const filled = groups.filter((group) => group.events.length > 0);
  return orphans.length > 0 ? [...filled, { number: null, possession: null, events: orphans }] : filled;
}
