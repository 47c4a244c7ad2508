/**
 * How many attempts a key may make in its window (README, "Sign-in limits"). Login from an unknown device:
 * 5 per login from one client address, 10 per login from all addresses together; a venue's pool-side Wi-Fi
 * puts a whole club behind one address, so the address's own total never refuses: past 200 failures its
 * unknown devices wait a little longer each time (at most 3 s), which an attacker cannot turn into a lockout.
 * A device that once signed in as a login counts on its own (10). A wrong current password on a password
 * change: 10 per user. Reset mails: 5 an hour per e-mail address, 20 an hour per client; reset finishes: 20
 * an hour per client.
 */
export type AuthLimits = {
  windowMs: number;
  perLogin: number;
  perLoginAtAddress: number;
  perDevice: number;
  /** Failed logins from one address before its unknown devices are slowed down. */
  slowDownAfter: number;
  slowDownStepMs: number;
  slowDownMaxMs: number;
  changePasswordPerUser: number;
  resetWindowMs: number;
  resetPerAccount: number;
  resetPerAddress: number;
  resetFinishPerAddress: number;
};

export const AUTH_LIMITS: AuthLimits = {
  windowMs: 15 * 60_000,
  perLogin: 10,
  perLoginAtAddress: 5,
  perDevice: 10,
  slowDownAfter: 200,
  slowDownStepMs: 100,
  slowDownMaxMs: 3_000,
  changePasswordPerUser: 10,
  resetWindowMs: 60 * 60_000,
  resetPerAccount: 5,
  resetPerAddress: 20,
  resetFinishPerAddress: 20,
};
