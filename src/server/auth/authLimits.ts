/**
 * How many login and reset attempts a key may make in its window. Login: 10 per login, but 200 per client
 * address, because a venue's pool-side Wi-Fi puts a whole club behind one address and a guesser at one
 * account must not lock the others out. A device that once signed in as a login counts on its own (10).
 * Reset mails: 5 an hour per e-mail address (a key is never replaced more often), 20 an hour per client.
 */
export type AuthLimits = {
  windowMs: number;
  perLogin: number;
  perAddress: number;
  perDevice: number;
  resetWindowMs: number;
  resetPerAccount: number;
  resetPerAddress: number;
};

export const AUTH_LIMITS: AuthLimits = {
  windowMs: 15 * 60_000,
  perLogin: 10,
  perAddress: 200,
  perDevice: 10,
  resetWindowMs: 60 * 60_000,
  resetPerAccount: 5,
  resetPerAddress: 20,
};
