/** The list with the cap added, or removed when it was there. */
export function toggleCap(caps: readonly number[], cap: number): number[] {
  return caps.includes(cap) ? caps.filter((listed) => listed !== cap) : [...caps, cap];
}
