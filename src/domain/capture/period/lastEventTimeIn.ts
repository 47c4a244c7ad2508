import type { MatchEvent } from '../../model';
import { eventTimeFromQuarter } from './quarterTime';

/** Seconds into `quarter` of its latest stored event; null when it has none. */
export function lastEventTimeIn(
  events: readonly Pick<MatchEvent, 'quarter' | 'time'>[],
  quarter: number,
  quarterLength: number,
): number | null {
  const start = eventTimeFromQuarter(quarter, 0, quarterLength);
  const times = events.filter((event) => event.quarter === quarter).map((event) => event.time - start);
  return times.length === 0 ? null : Math.max(...times);
}
