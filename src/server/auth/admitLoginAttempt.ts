import type { Database } from '../db/database';
import type { AuthLimits } from './authLimits';
import { countAttempts } from './countAttempts';
import { retryAfterSeconds } from './enforceAttemptLimit';
import { sweepExpiredAttempts } from './sweepExpiredAttempts';

export type LoginAdmission = {
  isAllowed: boolean;
  /** Until the blocking window ends (for Retry-After); 0 when allowed. */
  retryAfterSeconds: number;
  /** How long an allowed attempt from a noisy address waits before its password is checked. */
  delayMs: number;
  /** What a successful login gives back (auth/settleAttempts.ts). */
  onSuccess: { forget: string[]; refund: string[] };
};

type LoginAttempt = { login: string; address: string; deviceId: string | null };

/**
 * Counts a login attempt before its password is checked, so parallel guesses cannot slip past the limits.
 * From a device that once signed in as that login (readKnownDevice) it counts only on that device, so
 * nobody else's guessing locks the owner out. From an unknown device see admitUnknownDevice.
 */
export async function admitLoginAttempt(
  db: Database,
  limits: AuthLimits,
  attempt: LoginAttempt,
  now: Date,
): Promise<LoginAdmission> {
  await sweepNowAndThen(db, limits, now);
  return attempt.deviceId
    ? admitKnownDevice(db, limits, { ...attempt, deviceId: attempt.deviceId }, now)
    : admitUnknownDevice(db, limits, attempt, now);
}

async function admitKnownDevice(
  db: Database,
  limits: AuthLimits,
  attempt: LoginAttempt & { deviceId: string },
  now: Date,
): Promise<LoginAdmission> {
  const deviceKey = `device:${attempt.deviceId}`;
  const counts = await countAttempts(db, [deviceKey], limits.windowMs, now);
  const retryAfter = retryAfterSeconds(counts.get(deviceKey), limits.perDevice, limits.windowMs, now);
  if (retryAfter > 0) return refused(retryAfter);
  const { loginKey, localKey } = keysOf(attempt);
  return {
    isAllowed: true,
    retryAfterSeconds: 0,
    delayMs: 0,
    onSuccess: { forget: [loginKey, localKey, deviceKey], refund: [] },
  };
}

/**
 * An unknown device is held by its login at its address, then by its login everywhere, and only slowed down
 * by its address's total. The login-wide count takes only the attempts its address let through, so one
 * address guessing a login blocks that login there alone; and a noisy address delays, never refuses, the
 * unknown devices behind it, so a guesser at a venue cannot lock the club's new devices out.
 */
async function admitUnknownDevice(
  db: Database,
  limits: AuthLimits,
  attempt: LoginAttempt,
  now: Date,
): Promise<LoginAdmission> {
  const { loginKey, localKey, addressKey } = keysOf(attempt);
  const local = await countAttempts(db, [localKey, addressKey], limits.windowMs, now);
  const localRetry = retryAfterSeconds(local.get(localKey), limits.perLoginAtAddress, limits.windowMs, now);
  if (localRetry > 0) return refused(localRetry);
  const wide = await countAttempts(db, [loginKey], limits.windowMs, now);
  const loginRetry = retryAfterSeconds(wide.get(loginKey), limits.perLogin, limits.windowMs, now);
  if (loginRetry > 0) return refused(loginRetry);
  return {
    isAllowed: true,
    retryAfterSeconds: 0,
    delayMs: slowDownFor(local.get(addressKey)?.hits ?? 0, limits),
    onSuccess: { forget: [loginKey, localKey], refund: [addressKey] },
  };
}

/** Nothing up to the address's quiet allowance, then one step more per attempt, up to the cap. */
export function slowDownFor(addressHits: number, limits: AuthLimits): number {
  const over = addressHits - limits.slowDownAfter;
  return over > 0 ? Math.min(limits.slowDownMaxMs, over * limits.slowDownStepMs) : 0;
}

function keysOf(attempt: LoginAttempt) {
  return {
    loginKey: `login:${attempt.login}`,
    // An address has no spaces, so the login after the first one cannot make two pairs share a key.
    localKey: `login-at:${attempt.address} ${attempt.login}`,
    addressKey: `address:${attempt.address}`,
  };
}

function refused(retryAfter: number): LoginAdmission {
  return { isAllowed: false, retryAfterSeconds: retryAfter, delayMs: 0, onSuccess: { forget: [], refund: [] } };
}

/** Expired counters are swept at most once a minute per database, not on every attempt. */
const lastSweep = new WeakMap<Database, number>();
async function sweepNowAndThen(db: Database, limits: AuthLimits, now: Date): Promise<void> {
  const last = lastSweep.get(db);
  if (last !== undefined && Math.abs(now.getTime() - last) < 60_000) return;
  lastSweep.set(db, now.getTime());
  await sweepExpiredAttempts(db, Math.max(limits.windowMs, limits.resetWindowMs), now);
}
