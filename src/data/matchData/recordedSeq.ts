let last = 0;

/**
 * The next recording sequence of this device: above every one this page handed out and, being time-based,
 * above those of earlier sessions (milliseconds × 1000 leaves room for a thousand rows per millisecond).
 */
export function nextRecordedSeq(now = Date.now()): number {
  last = Math.max(last + 1, now * 1000);
  return last;
}
