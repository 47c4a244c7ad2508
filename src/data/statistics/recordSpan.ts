/**
 * Records a span on the page's timeline as a user-timing measure (the statistics bench prints them: where an
 * opening of the screen or a filter change spends its time). Costs a few microseconds.
 */
export function recordSpan(name: string, start: number, end = performance.now()): void {
  // Not every runtime keeps a timeline (some test environments): the figures matter, the measure does not.
  try {
    performance.measure(name, { start, end });
  } catch {
    // no timeline here
  }
}
