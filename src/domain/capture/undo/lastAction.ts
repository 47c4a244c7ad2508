import type { MatchEvent } from '../../model';
import type { HistoryEntry } from '../types';
import { latestEvent } from './latestEvent';

/**
 * The events Undo takes back, in the order they were recorded: all that the last command recorded together when
 * the latest event is that command's, else the latest event alone (docs/product.md §4, undo).
 */
export function lastAction<E extends Pick<MatchEvent, 'uuid' | 'time'>>(
  events: readonly E[],
  history: readonly HistoryEntry[] = [],
): E[] {
  const latest = latestEvent(events, history);
  if (!latest) return [];
  const lastStep = history.at(-1);
  if (!lastStep?.action || lastStep.eventUuid !== latest.uuid) return [latest];
  const uuids = history.filter((entry) => entry.action === lastStep.action).map((entry) => entry.eventUuid);
  return uuids.flatMap((uuid) => events.filter((event) => event.uuid === uuid));
}

/** History entries added by one command get its action when it recorded more than one event. */
export function markAction(before: readonly HistoryEntry[], after: HistoryEntry[]): HistoryEntry[] {
  const known = new Set(before.map((entry) => entry.eventUuid));
  const added = after.filter((entry) => !known.has(entry.eventUuid));
  if (added.length < 2) return after;
  const action = added[0]!.eventUuid;
  return after.map((entry) => (known.has(entry.eventUuid) ? entry : { ...entry, action }));
}
