import type { Database } from '../db/database';
import type { AuthLimits } from './authLimits';
import { countAttempts } from './countAttempts';
import { sweepExpiredAttempts } from './sweepExpiredAttempts';

export type LoginAdmission = {
  isAllowed: boolean;
  /** Until the blocking window ends (for Retry-After); 0 when allowed. */
  retryAfterSeconds: number;
  /** What a successful login gives back (auth/settleAttempts.ts). */
  onSuccess: { forget: string[]; refund: string[] };
};

/**
 * Counts a login attempt before its password is checked, so parallel guesses cannot slip past the limit:
 * from an unknown device it counts on its login and on its client address; from a device that once signed
 * in as that login (readKnownDevice) only on that device, so nobody else's guessing locks the owner out.
 */
export async function admitLoginAttempt(
  db: Database,
  limits: AuthLimits,
  attempt: { login: string; address: string; deviceId: string | null },
  now: Date,
): Promise<LoginAdmission> {
  const loginKey = `login:${attempt.login}`;
  const budgets: Array<[string, number]> = attempt.deviceId
    ? [[`device:${attempt.deviceId}`, limits.perDevice]]
    : [
        [loginKey, limits.perLogin],
        [`address:${attempt.address}`, limits.perAddress],
      ];
  await sweepNowAndThen(db, limits, now);
  const counts = await countAttempts(
    db,
    budgets.map(([key]) => key),
    limits.windowMs,
    now,
  );
  const over = budgets.flatMap(([key, limit]) => {
    const count = counts.get(key);
    return count && count.hits > limit ? [count.windowStart.getTime() + limits.windowMs - now.getTime()] : [];
  });
  return {
    isAllowed: over.length === 0,
    retryAfterSeconds: over.length === 0 ? 0 : Math.max(1, Math.ceil(Math.max(...over) / 1000)),
    onSuccess: attempt.deviceId
      ? { forget: [loginKey, `device:${attempt.deviceId}`], refund: [] }
      : { forget: [loginKey], refund: [`address:${attempt.address}`] },
  };
}

/** Expired counters are swept at most once a minute per database, not on every attempt. */
const lastSweep = new WeakMap<Database, number>();
async function sweepNowAndThen(db: Database, limits: AuthLimits, now: Date): Promise<void> {
  const last = lastSweep.get(db);
  if (last !== undefined && Math.abs(now.getTime() - last) < 60_000) return;
  lastSweep.set(db, now.getTime());
  await sweepExpiredAttempts(db, Math.max(limits.windowMs, limits.resetWindowMs), now);
}
