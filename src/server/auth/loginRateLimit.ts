/**
 * Failed logins per IP + username in a sliding window; over the limit the login answers 429.
 * Kept in process memory: with several replicas each counts its own share, which still bounds guessing.
 */
export type LoginRateLimit = {
  isBlocked: (key: string, now: number) => boolean;
  recordFailure: (key: string, now: number) => void;
  reset: (key: string) => void;
  clear: () => void;
};

export function createLoginRateLimit(maxFailures = 10, windowMs = 5 * 60_000, maxKeys = 100_000): LoginRateLimit {
  const failures = new Map<string, number[]>();
  const recent = (key: string, now: number) => (failures.get(key) ?? []).filter((t) => now - t < windowMs);
  return {
    isBlocked: (key, now) => recent(key, now).length >= maxFailures,
    recordFailure: (key, now) => {
      // Bounded memory: forget the oldest key when full.
      if (!failures.has(key) && failures.size >= maxKeys) failures.delete(failures.keys().next().value as string);
      failures.set(key, [...recent(key, now), now]);
    },
    reset: (key) => {
      failures.delete(key);
    },
    clear: () => failures.clear(),
  };
}
