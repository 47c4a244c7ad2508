const DEFAULT_VIDEO_MAX_BYTES = 4 * 1024 ** 3;

/** The largest accepted upload: `VIDEO_MAX_BYTES` (read per request, so tests may lower it), default 4 GiB. */
export function videoMaxBytes(env: Record<string, string | undefined> = process.env): number {
  const value = Number(env.VIDEO_MAX_BYTES);
  return Number.isSafeInteger(value) && value > 0 ? value : DEFAULT_VIDEO_MAX_BYTES;
}
