import type { MatchEvent } from '../../model';
import type { HistoryEntry } from '../types';

/**
 * The latest event: the one the last undo step recorded when it is among `events`, else the last by time,
 * ties going to the later recorded.
 */
export function latestEvent<E extends Pick<MatchEvent, 'uuid' | 'time'>>(
  events: readonly E[],
  history: readonly HistoryEntry[] = [],
): E | null {
  const lastStep = history.at(-1);
  const byHistory = lastStep ? events.find((event) => event.uuid === lastStep.eventUuid) : undefined;
  if (byHistory) return byHistory;
  let latest: E | null = null;
  for (const event of events) if (latest === null || event.time >= latest.time) latest = event;
  return latest;
}
