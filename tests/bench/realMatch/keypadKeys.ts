/**
 * The keys a scorer taps on the 'Set clock' keypad for `secondsLeft` (the reading m:ss): three digits set the time
 * by themselves (7, 1, 8 → 7:18); fewer digits need Set (8, Set → 0:08). The fewest taps win; at a tie the three
 * digits, which need no Set.
 */
export function keypadKeys(secondsLeft: number): string[] {
  const left = Math.round(secondsLeft);
  const minutes = Math.floor(left / 60);
  const seconds = left % 60;
  if (left < 0 || minutes > 9) throw new Error(`${secondsLeft} s is not a time the keypad sets`);
  const threeDigits = [String(minutes), ...String(seconds).padStart(2, '0')];
  if (minutes > 0) return threeDigits;
  const short = [...String(seconds), 'Set'];
  return short.length < threeDigits.length ? short : threeDigits;
}
