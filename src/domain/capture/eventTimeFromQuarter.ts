/** Event time in seconds from the match start: (quarter − 1) × quarter length + time in the quarter. */
export function eventTimeFromQuarter(quarter: number, timeInQuarter: number, quarterLength: number): number {
  return (quarter - 1) * quarterLength + timeInQuarter;
}
