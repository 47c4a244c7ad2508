/** Seconds remaining from a printed clock: "7:31", "0:05", "7:31.4" or plain seconds "45". Empty = 0. */
export function parseClock(clock: string): number {
  const text = clock.trim();
  if (text === '') return 0;
  const parts = text.split(':');
  const seconds = parts.reduce((total, part) => total * 60 + Number(part), 0);
  if (!Number.isFinite(seconds) || seconds < 0) throw new Error(`Unreadable clock "${clock}"`);
  return seconds;
}
