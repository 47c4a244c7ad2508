/** A printed clock: plain seconds "45", or minutes and seconds "7:31", "0:05", "7:31.4". */
const CLOCK = /^(?:(\d+):)?(\d+(?:\.\d+)?)$/;

/**
 * Seconds remaining from a printed clock. Empty = 0. A clock that is not a time — "half time", or "25:99"
 * whose seconds run past 59 — is refused rather than read as some other time.
 */
export function parseClock(clock: string): number {
  const text = clock.trim();
  if (text === '') return 0;
  const match = CLOCK.exec(text);
  const seconds = Number(match?.[2]);
  if (!match || (match[1] !== undefined && seconds >= 60)) throw new Error(`Unreadable clock "${clock}"`);
  return Number(match[1] ?? 0) * 60 + seconds;
}
