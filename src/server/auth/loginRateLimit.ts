/**
 * Failed logins in a sliding window, counted twice: per client address and login (a guesser at one account)
 * and per client address alone (a guesser trying many logins). Over either limit the login answers 429.
 * Kept in process memory: with several replicas each counts its own share, which still bounds guessing.
 */
export type LoginAttempt = { client: string; username: string };

export type LoginRateLimit = {
  isBlocked: (attempt: LoginAttempt, now: number) => boolean;
  recordFailure: (attempt: LoginAttempt, now: number) => void;
  /** A successful login clears its account's count, never the client's: a guesser's own login must not. */
  reset: (attempt: LoginAttempt) => void;
  clear: () => void;
};

export const LOGIN_LIMITS = { perAccount: 10, perClient: 50, windowMs: 5 * 60_000 };

export function createLoginRateLimit(limits = LOGIN_LIMITS, maxKeys = 100_000): LoginRateLimit {
  const failures = new Map<string, number[]>();
  const recent = (key: string, now: number) => (failures.get(key) ?? []).filter((t) => now - t < limits.windowMs);
  const accountKey = ({ client, username }: LoginAttempt) => `account|${client}|${username.trim().toLowerCase()}`;
  const clientKey = ({ client }: LoginAttempt) => `client|${client}`;
  const record = (key: string, now: number) => {
    // Bounded memory: forget the oldest key when full.
    if (!failures.has(key) && failures.size >= maxKeys) failures.delete(failures.keys().next().value as string);
    failures.set(key, [...recent(key, now), now]);
  };
  return {
    isBlocked: (attempt, now) =>
      recent(accountKey(attempt), now).length >= limits.perAccount ||
      recent(clientKey(attempt), now).length >= limits.perClient,
    recordFailure: (attempt, now) => {
      record(accountKey(attempt), now);
      record(clientKey(attempt), now);
    },
    reset: (attempt) => {
      failures.delete(accountKey(attempt));
    },
    clear: () => failures.clear(),
  };
}
